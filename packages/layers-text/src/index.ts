export type { BuiltLayer, FrameEnv, SlideLayers } from './build-layers'
export { buildSlideLayers } from './build-layers'
export {
  FILTER_DEFAULTS,
  HOVER_FRAME_DEFAULTS,
  STYLE_DEFAULTS,
} from './defaults'
export {
  addLayerContent,
  type ContentFactory,
  type ContentHandle,
  type ContentRequest,
} from './extension/contents'
export type { HoverRequest } from './hover'
export type * from './layout-types'
export { layersTextPart } from './normalise'
export { LAYOUT_DEFAULTS } from './normalise/layout'
export { type LayersTextApi, type LayersTextOptions, layersText } from './plugin'
export { cleanHtml } from './sanitize'
export type { LayerFrameEvent } from './timeline/index'
export type * from './types'
