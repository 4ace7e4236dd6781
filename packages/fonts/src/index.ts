export { type Collected, collectFonts, type FontUse } from './collect/collect-fonts'
export { iconsOfClasses } from './collect/layer-fonts'
export {
  DEFAULT_FONT_TIMEOUT,
  DEFAULT_PROVIDER_BASE,
  DEFAULT_WEIGHT,
  FONT_CHECK_INTERVAL,
  FONT_SUBSETS,
  ICON_FONTS,
  WEB_SAFE_FONTS,
} from './defaults'
export type { FontMetrics, FontWidths } from './fallback/fallback-faces'
export { fontName, fontsPart, iconFont, isSafeFamily, isWebSafe } from './normalise'
export type { FontsOptions } from './plugin/options'
export { fonts } from './plugin/plugin'
export type * from './types'
export { familyParam, providerUrl, subsetsOf } from './url/provider-url'
