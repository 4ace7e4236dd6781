import type { FontMetrics } from '../fallback/fallback-faces'

/** Options of `fonts()`. */
export interface FontsOptions {
  /**
   * The font provider's base URL: families load from `<base>/css2?family=...&display=swap`, known
   * icon fonts from paths under it (a self-hosted mirror, or a local server in tests).
   * @default 'https://fonts.googleapis.com'
   */
  base?: string
  /** How long each font is waited for (polled every 19 ms) before the wait is logged. @default 10000 (ms) */
  timeout?: number
  /**
   * Metrics of the web fonts (`import lato from '@capsizecss/metrics/lato'`): a family with
   * metrics gets a fallback face resized to them, so nothing moves when it arrives.
   * @default [] (no fallback faces)
   */
  metrics?: readonly FontMetrics[]
  /** Add the metric-matched fallback faces for the families in `metrics`. @default true */
  fallbacks?: boolean
  /**
   * Stylesheets of icon fonts by family (`'Material Icons'`, `'Font Awesome'`, ...), absolute or
   * relative to `base`. @default ICON_FONTS
   */
  icons?: Readonly<Record<string, string>>
}
