/** The package's name. */
export const packageName = '@strata/bg-transitions'

export type { BgData, BgImage } from './backgrounds/bg-data'
export { BG_ANIMATION_DEFAULTS } from './defaults'
export { bgTransitionsPart } from './normalise'
export { crossfadePlan, planTransition, type TransitionPlan } from './plan/plan'
export { type BgTransitionsApi, type BgTransitionsOptions, bgTransitions } from './plugin'
export { type BgPreset, PRESETS } from './presets/presets'
export { LOOKUP_LEVELS, lookup, resolveAnimation } from './presets/resolve'
export type * from './types'
