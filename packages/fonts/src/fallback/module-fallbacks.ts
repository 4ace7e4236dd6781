import type { Collected } from '../collect/collect-fonts'
import type { FontsOptions } from '../plugin/options'
import { layerFallbackCss } from './layer-fallbacks'
import { canvasMeasure } from './text-width'

/**
 * What this chunk uses of the plugin's own code, given by the plugin rather than imported: a
 * module both the first download and an on-demand chunk import becomes, in a site's bundle, a
 * file of the first download of its own (docs/performance-log.md, ninth session).
 */
export interface FallbackHost {
  /** The root's attribute that scopes the layers' rules (`FALLBACK_SCOPE`). */
  scope: string
  /** The family-name check the normaliser uses (`isSafeFamily`). */
  isSafeFamily(name: string): boolean
}

/** Builds a module's fallback CSS (see {@link moduleFallbacks}); loaded on demand. */
export type FallbackBuilder = typeof moduleFallbacks

let modules = 0

/**
 * The fallback faces of the families we have metrics for, for every text layer in a web family
 * (`collected.layers`: not web-safe, no icon), whoever asked for its face (this module, another
 * one, the site): one family of its own per text layer when the metrics carry the file's widths
 * (the layer's text then keeps its width), else one per family matched on average, each layer's
 * stack scoped to this module's root. Never a face under
 * the web family's own name, so the CSS holds wherever its sheet sits among the page's (it is an
 * adopted sheet, which a strict style policy lets apply). This file (with capsize and the local
 * fonts' metrics) is a chunk of its own: `fonts()` loads it only when it is given metrics.
 */
export function moduleFallbacks(
  root: HTMLElement,
  collected: Collected,
  options: FontsOptions,
  host: FallbackHost,
): string {
  const id = String(++modules)
  const css = layerFallbackCss(
    `${host.scope}="${id}"`,
    `strata-fallback-${id}`,
    collected.layers,
    options.metrics ?? [],
    canvasMeasure(root.ownerDocument),
    host.isSafeFamily,
  )
  if (css) root.setAttribute(host.scope, id)
  return css
}
