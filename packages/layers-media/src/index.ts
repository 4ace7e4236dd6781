export { IMAGE_DEFAULTS, IMAGE_EXTENSIONS, MEDIA_DEFAULTS, MEDIA_TYPES } from './defaults'
export { layersMediaPart } from './normalise'
export type * from './types'
