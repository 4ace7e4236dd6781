import { type FontMetrics, fallbackOverrides, localFor, metricsFor } from './fallback-faces'
import { drawnText, localWidth, type MeasureText, webWidth } from './text-width'

/** A text layer as the fallbacks need it: where it is, its family, weights and text. */
export interface LayerText {
  /** Its `data-layer-id`. */
  id: string
  /** Provider name of its family. */
  name: string
  /** Its family as authored (may be a stack). */
  family: string
  weights: readonly number[]
  italic: boolean
  /** Its text, without markup. */
  text: string
  /** Its `text-transform`. */
  transform: string
}

const GENERIC = /^(serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-[a-z-]+|math|emoji)$/

/** The authored stack after its first family, each name checked safe; the rest is dropped. */
function rest(family: string, isSafeFamily: (name: string) => boolean): string[] {
  return family
    .split(',')
    .slice(1)
    .map((f) => f.trim().replace(/^['"]|['"]$/g, ''))
    .filter((f) => f && isSafeFamily(f))
    .map((f) => (GENERIC.test(f) ? f : `"${f}"`))
}

/** A layer id inside a quoted CSS attribute value: anything but word characters escaped. */
function cssString(s: string): string {
  return s.replace(/[^\w-]/g, (c) => `\\${(c.codePointAt(0) ?? 0).toString(16)} `)
}

/**
 * docs/behaviour.md §4 fonts, "no shift": a fallback family of its own for each text layer of a
 * family whose `widths` are known, sized so the local font draws the layer's text exactly as
 * wide as the web font will (`size-adjust` = web width / local width of that text), with the
 * line metrics divided by it so lines keep their height. The layer's stack becomes
 * `"<family>", "<its fallback>", <rest of the authored stack>` (a rule scoped to `scope`), so the
 * web face still wins the moment it arrives; the rest of the stack keeps the names
 * `isSafeFamily` allows. Returns the CSS and the families it covered.
 */
export function layerFallbackCss(
  scope: string,
  prefix: string,
  layers: readonly LayerText[],
  metrics: readonly FontMetrics[],
  measure: MeasureText | undefined,
  isSafeFamily: (name: string) => boolean,
): { css: string; covered: Set<string> } {
  const rules: string[] = []
  const covered = new Set<string>()
  for (const [i, layer] of layers.entries()) {
    const list = metrics.filter((m) => m.familyName.toLowerCase() === layer.name.toLowerCase())
    const text = drawnText(layer.text, layer.transform)
    if (!list.some((m) => m.widths) || !text) continue
    covered.add(layer.name.toLowerCase())
    const name = `${prefix}-${i}`
    let faces = 0
    for (const weight of layer.weights) {
      const m = metricsFor(list, weight, layer.italic)
      const web = m && webWidth(m, text)
      if (!m || !web) continue
      const local = localFor(m)
      const bold = weight >= 600
      const scale = web / localWidth(local, bold, text, measure)
      if (!(scale > 0 && Number.isFinite(scale))) continue
      const src = (bold ? local.bold : local.regular).map((n) => `local("${n}")`).join(',')
      const overrides = Object.entries(fallbackOverrides(m, bold, scale))
        .map(([k, v]) => `${k}:${v}`)
        .join(';')
      rules.push(
        `@font-face{font-family:"${name}";src:${src};font-weight:${weight};font-style:${layer.italic ? 'italic' : 'normal'};${overrides}}`,
      )
      faces++
    }
    if (!faces) continue
    const stack = [`"${layer.name}"`, `"${name}"`, ...rest(layer.family, isSafeFamily)].join(',')
    rules.push(
      `[${scope}] [data-layer-id="${cssString(layer.id)}"]{font-family:${stack}!important}`,
    )
  }
  return { css: rules.join('\n'), covered }
}
