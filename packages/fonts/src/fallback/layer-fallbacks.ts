import type { RawRecord } from '@strata/core'
import { type FontMetrics, faceRule, localFor, metricsFor } from './fallback-faces'
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
  /**
   * Its data path, `slides.<slide id>.layers.<key>` (`collectFonts`): its rule is scoped to its
   * slide's element, as layer ids repeat across slides. Without it, to the module's root.
   */
  path?: string
  /**
   * Its raw record (`collectFonts`): once its slide is built, its `id` becomes the one core gave
   * the layer, which differs when an earlier layer of the slide has its id (SPEC §5, issue #25).
   */
  raw?: RawRecord
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
 * The element a layer's rule is scoped to: its slide's (`data-slide-id`, which core and the
 * global slides' boxes set, and which `slider.removeSlide` leaves as it is), read from its path.
 * The last `.layers.` ends the slide id: only a key holding `.layers.` would be misread.
 */
function slideOf(path = ''): string {
  const slide = /^slides\.(.*)\.layers\./s.exec(path)?.[1]
  return slide == null ? '' : `[data-slide-id="${cssString(slide)}"] `
}

/**
 * docs/behaviour.md §4 fonts, "no shift": a fallback family for each text layer whose family has
 * metrics, the layer's stack becoming `"<family>", "<its fallback>", <rest of the authored
 * stack>` (a rule scoped to `scope`), so the web face still wins the moment it arrives; the rest
 * of the stack keeps the names `isSafeFamily` allows; the rule is the layer's own, under its
 * slide's element (two slides' layers of one id each keep their fallback). When the metrics carry `widths`, the
 * fallback is the layer's own, sized so the local font draws the layer's text exactly as wide as
 * the web font will (`size-adjust` = web width / local width of that text), with the line
 * metrics divided by it so lines keep their height; a layer without text then gets none. Without
 * `widths`, the layers of a family share one fallback matched on the family's average width.
 * Every face has a name of its own, never the web family's: the faces and rules hold whatever
 * their sheet's order among the page's (an adopted sheet comes after every other).
 */
export function layerFallbackCss(
  scope: string,
  prefix: string,
  layers: readonly LayerText[],
  metrics: readonly FontMetrics[],
  measure: MeasureText | undefined,
  isSafeFamily: (name: string) => boolean,
): string {
  const rules: string[] = []
  /** Faces written, `name weight italic`: a family's shared fallback, once per face. */
  const made = new Set<string>()
  /** The shared fallback of each family without widths, by its lower-cased name. */
  const shared = new Map<string, string>()
  for (const [i, layer] of layers.entries()) {
    const family = layer.name.toLowerCase()
    const list = metrics.filter((m) => m.familyName.toLowerCase() === family)
    if (!list.length) continue
    const sized = list.some((m) => m.widths)
    const text = drawnText(layer.text, layer.transform)
    if (sized && !text) continue
    const name = sized ? `${prefix}-${i}` : (shared.get(family) ?? `${prefix}-${i}`)
    shared.set(family, name)
    let faces = 0
    for (const weight of layer.weights) {
      const m = metricsFor(list, weight, layer.italic)
      if (!m) continue
      let scale: number | undefined
      if (sized) {
        const web = webWidth(m, text)
        if (!web) continue
        scale = web / localWidth(localFor(m), weight >= 600, text, measure)
        if (!(scale > 0 && Number.isFinite(scale))) continue
      }
      faces++
      const key = `${name} ${weight} ${layer.italic}`
      if (made.has(key)) continue
      made.add(key)
      rules.push(faceRule(name, m, weight, layer.italic, scale))
    }
    if (!faces) continue
    const stack = [`"${layer.name}"`, `"${name}"`, ...rest(layer.family, isSafeFamily)].join(',')
    rules.push(
      `[${scope}] ${slideOf(layer.path)}[data-layer-id="${cssString(layer.id)}"]{font-family:${stack}!important}`,
    )
  }
  return rules.join('\n')
}
