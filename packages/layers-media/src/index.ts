/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/layers-media'

export { IMAGE_DEFAULTS, IMAGE_EXTENSIONS, MEDIA_DEFAULTS, MEDIA_TYPES } from './defaults'
export { layersMediaPart } from './normalise'
export type * from './types'
