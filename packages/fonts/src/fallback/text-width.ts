import type { FontMetrics, LocalFont } from './fallback-faces'

/** Measures `text` in a CSS `font` (canvas `measureText`), in px; undefined when it cannot. */
export type MeasureText = (font: string, text: string) => number | undefined

/**
 * The text as the layer draws it: `text-transform` applied, white space collapsed (the layers
 * draw `white-space: nowrap` or `normal`, both collapse runs of spaces).
 */
export function drawnText(text: string, transform: string): string {
  const t = text.replace(/\s+/g, ' ').trim()
  return transform === 'uppercase'
    ? t.toUpperCase()
    : transform === 'lowercase'
      ? t.toLowerCase()
      : transform === 'capitalize'
        ? t.replace(/(^|\s)(\S)/g, (_, a: string, b: string) => a + b.toUpperCase())
        : t
}

/**
 * How wide the web font draws `text`, in em, from the file's widths: each character's advance
 * and each pair's kerning. Characters the table lacks count as the font's average width.
 */
export function webWidth(m: FontMetrics, text: string): number | undefined {
  const w = m.widths
  if (!w || !text) return undefined
  let units = 0
  let before = ''
  for (const c of text) {
    units += w.advances[c] ?? m.xWidthAvg
    units += w.pairs?.[before + c] ?? 0
    before = c
  }
  return units / m.unitsPerEm
}

/** `font` shorthand for the local font at 100 px (its family names; bold is a weight of them). */
function localFont(local: LocalFont, bold: boolean): string {
  return `${bold ? 700 : 400} 100px ${local.regular.map((n) => `"${n}"`).join(',')}`
}

/**
 * How wide the local fallback font draws `text`, in em: measured by the browser when it can,
 * else estimated from the local font's average width.
 */
export function localWidth(
  local: LocalFont,
  bold: boolean,
  text: string,
  measure: MeasureText | undefined,
): number {
  const px = measure?.(localFont(local, bold), text)
  if (px && Number.isFinite(px)) return px / 100
  const m = bold ? local.boldMetrics : local.metrics
  return ([...text].length * m.xWidthAvg) / m.unitsPerEm
}

/** Canvas text measuring for `doc`, when the browser has a 2D canvas. */
export function canvasMeasure(doc: Document): MeasureText | undefined {
  let context: CanvasRenderingContext2D | null = null
  try {
    context = doc.createElement('canvas').getContext('2d')
  } catch {
    return undefined
  }
  if (!context || typeof context.measureText !== 'function') return undefined
  const c = context
  return (font, text) => {
    c.font = font
    return c.measureText(text).width
  }
}
