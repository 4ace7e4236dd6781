/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/nav'

export { NAV_DEFAULTS, PBAR_DEFAULTS } from './defaults'
export { navPart } from './normalise'
export type * from './types'
