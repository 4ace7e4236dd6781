export { PARALLAX_DEFAULTS, SCROLL_TIMELINE_DEFAULTS } from './defaults'
export { parallaxPart } from './normalise'
export type * from './types'
