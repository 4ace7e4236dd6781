import type { PluginContext, SlideModel } from '@strata/core'
import type { OwnSheet, ownSheet } from '@strata/core/kit'
import type { FontsOptions } from '../plugin/options'
import { type LayerText, layerFallbackCss } from './layer-fallbacks'
import { renamedIds } from './renamed'
import { FALLBACK_SCOPE } from './scope'
import { canvasMeasure } from './text-width'

/**
 * What this chunk uses of the plugin's own code and core's, given by the plugin rather than
 * imported: a module both the first download and an on-demand chunk import becomes, in a site's
 * bundle, a file of the first download of its own (docs/performance-log.md, ninth session).
 */
export interface FallbackHost {
  /** The family-name check the normaliser uses (`isSafeFamily`). */
  isSafeFamily(name: string): boolean
  /** Core's `ownSheet` (`@strata/core/kit`). */
  ownSheet: typeof ownSheet
  /** The module's releases, run at its destroy: the sheet and the root's scope go with it. */
  releases: (() => void)[]
  /** The built slides' layers, for the ids core gave them (`renamedIds`). */
  ctx: Pick<PluginContext, 'on' | 'layers'>
}

/** Builds a module's fallback faces (see {@link moduleFallbacks}); loaded on demand. */
export type FallbackBuilder = typeof moduleFallbacks

let modules = 0

/**
 * The fallback faces of the families we have metrics for, for every text layer in a web family
 * (`Collected.layers`: not web-safe, no icon), whoever asked for its face (this module, another
 * one, the site): one family of its own per text layer when the metrics carry the file's widths
 * (the layer's text then keeps its width), else one per family matched on average, each layer's
 * stack scoped to this module's root. Never a face under the web family's own name, so the CSS
 * holds wherever its sheet sits among the page's: the module's own adopted sheet, which a strict
 * style policy lets apply. A layer's rule names the id core gave it once its slide is built (one
 * core renamed: SPEC §5). The function it returns takes more layers (at setup, then a lazy
 * slide's) and writes the sheet again with all of them. This file (with capsize and the local
 * fonts' metrics) is a chunk of its own: `fonts()` loads it only when it is given metrics.
 */
export function moduleFallbacks(root: HTMLElement, options: FontsOptions, host: FallbackHost) {
  const id = String(++modules)
  const layers: LayerText[] = []
  let sheet: OwnSheet | undefined
  host.releases.push(() => {
    sheet?.remove()
    root.removeAttribute(FALLBACK_SCOPE)
  })
  const write = () => {
    const css = layerFallbackCss(
      `${FALLBACK_SCOPE}="${id}"`,
      `strata-fallback-${id}`,
      layers,
      options.metrics ?? [],
      canvasMeasure(root.ownerDocument),
      host.isSafeFamily,
    )
    if (!css) return
    root.setAttribute(FALLBACK_SCOPE, id)
    sheet ??= host.ownSheet(root)
    sheet.set(css)
  }
  // The slides built, by index: their layers' ids are known (a lazy slide's come at its build,
  // after this chunk's `slide:build` listener ran, so `add` reads them too).
  const built = new Map<number, SlideModel>()
  const ids = (index: number, slide: SlideModel) =>
    renamedIds(layers, slide, () => host.ctx.layers(index))
  host.releases.push(
    host.ctx.on('slide:build', ({ index, slide }) => {
      built.set(index, slide)
      if (ids(index, slide)) write()
    }),
    host.ctx.on('slide:release', ({ index }) => void built.delete(index)),
  )
  return (more: readonly LayerText[]): void => {
    if (!more.length) return
    layers.push(...more)
    for (const [index, slide] of built) ids(index, slide)
    write()
  }
}
