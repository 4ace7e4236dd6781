// The video and audio facades, slide background videos and their autoplay: an on-demand chunk
// (`layersMedia()` loads it in `prepare` when the data has such media), so a module without any
// never downloads it.
export { createMediaWiring } from './wiring'
