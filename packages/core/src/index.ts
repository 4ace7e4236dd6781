// Public entry of @strata/core: what a SITE uses. Helpers for plugin authors live in
// `@strata/core/kit`.

export { createSlider } from './create-slider'
export {
  ANNOUNCER_CLASS,
  ERROR_SLIDE_CLASS,
  GLOBAL_SLIDE_CLASS,
  LAYER_CLASS,
  MODULE_CLASS,
  SLIDE_CLASS,
  SLIDES_CLASS,
  STAGE_CLASS,
} from './dom/classes'
export type { ModuleDom } from './dom/markup'
export { LEVEL_NAMES } from './layout/breakpoints'
export { ERROR_SUBTITLE, ERROR_TITLE } from './runtime/mount'
/** The state a slider starts from, before its module loads (also what SSR renders against). */
export { initialState } from './runtime/state-store'
export type * from './types/events'
export type * from './types/model'
export type * from './types/plugin'
export type * from './types/scheduler'
export type * from './types/slider'
export type * from './types/state'
