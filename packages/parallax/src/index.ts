export {
  LAYER_MOTION_DEFAULTS,
  PARALLAX_DEFAULTS,
  PARALLAX_TYPES,
  SCROLL_MODIFIER_DEFAULTS,
  SCROLL_TIMELINE_DEFAULTS,
} from './defaults'
export { parallaxPart } from './normalise'
export { type ParallaxOptions, parallax } from './plugin/plugin'
export type * from './types'
