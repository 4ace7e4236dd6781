// The video and audio facades and slide background videos: an on-demand chunk (`layersMedia()`
// loads it in `prepare` when the data has such media), so a module without any never downloads it.
export { backgroundMedia } from './background'
export { mediaFacade, mediaLayer } from './media-layer'
