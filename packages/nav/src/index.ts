/** The package's name. */
export const packageName = '@strata/nav'

export { NAV_DEFAULTS, PBAR_DEFAULTS } from './defaults'
export { navPart } from './normalise'
export type { NavApi, NavKindName, NavOptions, NavVia } from './options'
export { nav } from './plugin'
export { BUILTIN_SKINS, DEFAULT_SKIN, type NavSkin } from './skins/builtin'
export { fillCss, fillHtml } from './skins/template'
export type * from './types'
