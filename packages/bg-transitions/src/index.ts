/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/bg-transitions'

export { BG_ANIMATION_DEFAULTS } from './defaults'
export { bgTransitionsPart } from './normalise'
export type * from './types'
