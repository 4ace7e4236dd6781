/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/layers-text'

export {
  FILTER_DEFAULTS,
  HOVER_FRAME_DEFAULTS,
  STYLE_DEFAULTS,
} from './defaults'
export { layersTextPart } from './normalise'
export type * from './types'
