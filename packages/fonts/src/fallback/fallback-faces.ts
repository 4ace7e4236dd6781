import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import courierNew from '@capsizecss/metrics/courierNew'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'

/** Font metrics as `@capsizecss/metrics` gives them (`import lato from '@capsizecss/metrics/lato'`). */
export type FontMetrics = Parameters<typeof createFontStack>[0][number] & { category?: string }

/** A local font to stand in while the web font loads, with the names it may have on a system. */
interface LocalFont {
  metrics: FontMetrics
  regular: readonly string[]
  bold: readonly string[]
}

// Liberation fonts share Arial's, Times New Roman's and Courier New's metrics (Linux systems).
const SANS: LocalFont = {
  metrics: arial,
  regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
}
const SERIF: LocalFont = {
  metrics: timesNewRoman,
  regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
  bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
}
const MONO: LocalFont = {
  metrics: courierNew,
  regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'LiberationMono'],
  bold: ['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold'],
}

const localFor = (m: FontMetrics): LocalFont =>
  m.category === 'serif' ? SERIF : m.category === 'monospace' ? MONO : SANS

/** The metric overrides that make the local font take the web font's room. */
export function fallbackOverrides(metrics: FontMetrics): Record<string, string> {
  const local = localFor(metrics)
  const [face] = createFontStack([metrics, local.metrics], {
    fontFaceFormat: 'styleObject',
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
 * `@font-face` rules under the web font's OWN family name, drawn from a local font resized to its
 * metrics: while the provider's face of the same family loads, the browser draws with this one,
 * and when it arrives (declared later, so it wins) the text keeps its room. One rule per weight
 * and style the module uses; `name` is checked safe by the collector.
 */
export function fallbackCss(
  name: string,
  metrics: FontMetrics,
  faces: readonly { weight: number; italic: boolean }[],
): string {
  const local = localFor(metrics)
  const overrides = Object.entries(fallbackOverrides(metrics))
    .map(([k, v]) => `${k}:${v}`)
    .join(';')
  return faces
    .map(({ weight, italic }) => {
      const names = weight >= 600 ? local.bold : local.regular
      const src = names.map((n) => `local("${n}")`).join(',')
      return `@font-face{font-family:"${name}";src:${src};font-weight:${weight};font-style:${italic ? 'italic' : 'normal'};${overrides}}`
    })
    .join('\n')
}
