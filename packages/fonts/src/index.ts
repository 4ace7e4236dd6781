export { DEFAULT_WEIGHT, FONT_SUBSETS, WEB_SAFE_FONTS } from './defaults'
export { fontName, fontsPart, isWebSafe } from './normalise'
export type * from './types'
