/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/parallax'

export { MOD_DEFAULTS, SBT_DEFAULTS } from './defaults'
export { parallaxPart } from './normalise'
export type * from './types'
