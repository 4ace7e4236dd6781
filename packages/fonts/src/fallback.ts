/**
 * `@strata/fonts/fallback`: the metric-matched fallback faces on their own (capsize and the local
 * fonts' metrics), for a host that writes them itself; `fonts()` loads them on demand.
 */
export {
  type FontMetrics,
  type FontWidths,
  fallbackCss,
  fallbackOverrides,
} from './fallback/fallback-faces'
