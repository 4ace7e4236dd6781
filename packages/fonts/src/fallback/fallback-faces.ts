import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import arialBold from '@capsizecss/metrics/arial/700'
import courierNew from '@capsizecss/metrics/courierNew'
import courierNewBold from '@capsizecss/metrics/courierNew/700'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import timesNewRomanBold from '@capsizecss/metrics/timesNewRoman/700'

/**
 * How wide a web font draws each character, in font units (`scripts/font-metrics.mjs` reads them
 * from the font file): with them each layer's fallback is sized to its own text.
 */
export interface FontWidths {
  /** Advance width of each character. */
  advances: Readonly<Record<string, number>>
  /** Width change of two characters drawn together (kerning, two-letter ligatures). @default {} */
  pairs?: Readonly<Record<string, number>>
}

/**
 * Font metrics as `@capsizecss/metrics` gives them (`import lato from '@capsizecss/metrics/lato'`),
 * with the file's `widths` when known.
 */
export type FontMetrics = Parameters<typeof createFontStack>[0][number] & {
  category?: string
  capHeight?: number
  xHeight?: number
  /** Per-character widths of the file served. @default undefined (fallbacks matched on average) */
  widths?: FontWidths
}

/** A local font to stand in while the web font loads, with the names it may have on a system. */
export interface LocalFont {
  metrics: FontMetrics
  boldMetrics: FontMetrics
  regular: readonly string[]
  bold: readonly string[]
}

// Liberation fonts share Arial's, Times New Roman's and Courier New's metrics (Linux systems).
const SANS: LocalFont = {
  metrics: arial,
  boldMetrics: arialBold,
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
}
const SERIF: LocalFont = {
  metrics: timesNewRoman,
  boldMetrics: timesNewRomanBold,
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
}
const MONO: LocalFont = {
  metrics: courierNew,
  boldMetrics: courierNewBold,
  regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono'],
  bold: ['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold'],
}

export function localFor(m: FontMetrics): LocalFont {
  return m.category === 'serif' ? SERIF : m.category === 'monospace' ? MONO : SANS
}

/** Weight names as metrics packages spell them in `fullName` (`Roboto Bold`). */
const WEIGHT_NAMES: Record<number, RegExp> = {
  100: /thin|hairline/i,
  200: /extra ?light|ultra ?light/i,
  300: /(?<!extra ?|ultra ?)light/i,
  500: /medium/i,
  600: /semi ?bold|demi ?bold/i,
  700: /(?<!semi ?|demi ?|extra ?|ultra ?)bold/i,
  800: /extra ?bold|ultra ?bold/i,
  900: /black|heavy/i,
}

/**
 * A family's metrics for one weight and style: the entry whose `fullName` names that weight
 * (`@capsizecss/metrics/roboto/700` is `Roboto Bold`) and style (`Open Sans Italic`), else one
 * of that style, else the first (the regular one).
 */
export function metricsFor(
  list: readonly FontMetrics[],
  weight: number,
  italic = false,
): FontMetrics | undefined {
  const named = (m: FontMetrics, w: RegExp) => w.test(m.fullName ?? '')
  const styled = list.filter((m) => /italic|oblique/i.test(m.fullName ?? '') === italic)
  const pool = styled.length ? styled : list
  const name = WEIGHT_NAMES[weight]
  if (name) return pool.find((m) => named(m, name)) ?? pool[0]
  return pool.find((m) => !Object.values(WEIGHT_NAMES).some((w) => named(m, w))) ?? pool[0]
}

/**
 * The metric overrides that make the local font take the web font's room; `bold` draws from the
 * local bold face, measured on its own. `sizeAdjust` (a ratio) replaces the one matched on the
 * average width; the line metrics are divided by it either way, so lines keep their height.
 */
export function fallbackOverrides(
  metrics: FontMetrics,
  bold = false,
  sizeAdjust?: number,
): Record<string, string> {
  const local = localFor(metrics)
  const from = bold ? local.boldMetrics : local.metrics
  const [face] = createFontStack([metrics, from], {
    fontFaceFormat: 'styleObject',
    ...(sizeAdjust ? { fontFaceProperties: { sizeAdjust: `${sizeAdjust * 100}%` } } : {}),
  }).fontFaces
  const f = face?.['@font-face']
  return {
    'size-adjust': String(f?.sizeAdjust ?? '100%'),
    'ascent-override': String(f?.ascentOverride ?? 'normal'),
    'descent-override': String(f?.descentOverride ?? 'normal'),
    'line-gap-override': String(f?.lineGapOverride ?? 'normal'),
  }
}

/**
 * One `@font-face` of family `name`: the local font for `weight` (its bold face from 600), with
 * the overrides that give it `m`'s room; `sizeAdjust` as in `fallbackOverrides`.
 */
export function faceRule(
  name: string,
  m: FontMetrics,
  weight: number,
  italic: boolean,
  sizeAdjust?: number,
): string {
  const local = localFor(m)
  const bold = weight >= 600
  const src = (bold ? local.bold : local.regular).map((n) => `local("${n}")`).join(',')
  const overrides = Object.entries(fallbackOverrides(m, bold, sizeAdjust))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
  return `@font-face{font-family:"${name}";src:${src};font-weight:${weight};font-style:${italic ? 'italic' : 'normal'};${overrides}}`
}

/**
 * `@font-face` rules under the web font's OWN family name, drawn from a local font resized to its
 * metrics: while the provider's face of the same family loads, the browser draws with this one,
 * and when it arrives (declared later, so it wins) the text keeps its room. One rule per weight
 * and style the module uses, each from the metrics of its weight when given (`metrics` may list
 * a family's regular and bold entries); `name` is checked safe by the collector.
 */
export function fallbackCss(
  name: string,
  metrics: FontMetrics | readonly FontMetrics[],
  faces: readonly { weight: number; italic: boolean }[],
): string {
  const list: readonly FontMetrics[] = Array.isArray(metrics) ? metrics : [metrics as FontMetrics]
  return faces
    .map(({ weight, italic }) => {
      const m = metricsFor(list, weight, italic)
      return m ? faceRule(name, m, weight, italic) : ''
    })
    .filter(Boolean)
    .join('\n')
}
