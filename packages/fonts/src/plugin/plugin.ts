import type { Plugin, SlideModel } from '@strata/core'
import { collectFonts } from '../collect/collect-fonts'
import type { FallbackBuilder } from '../fallback/module-fallbacks'
import { fontsPart } from '../normalise'
import type { FontsApi } from '../types'
import { loadFonts } from './load-fonts'
import type { FontsOptions } from './options'

/**
 * `@strata/layers-text`'s `relayout()`, when it is installed: read by shape, so this package
 * needs no dependency on it.
 */
function relayoutText(plugin: (name: never) => unknown): void {
  const api = (plugin as (name: string) => { relayout?: () => void } | undefined)('layers-text')
  api?.relayout?.()
}

/**
 * Loads the web and icon fonts a module's layers use (docs/behaviour.md §4, §5, §7): collected from
 * the data of every slide without building them, one provider request per module, web-safe
 * families and weights already on the page skipped, metric-matched fallback faces while they
 * load, and text layers laid out again as each face arrives.
 */
export function fonts(options: FontsOptions = {}): Plugin<'fonts', FontsOptions, FontsApi> {
  // The fallback sizing (capsize, the local fonts' metrics, text widths) is a chunk of its own:
  // without metrics there are no fallback faces, so a module that gives none never loads it.
  let fallbacks: FallbackBuilder | undefined
  return {
    name: 'fonts',
    options,
    normalise: fontsPart,
    // Before the first paint (core awaits it), so the fallback faces are there as before.
    async prepare(data) {
      if (options.fallbacks !== false && options.metrics?.length)
        fallbacks ??= (await import('../fallback/module-fallbacks')).moduleFallbacks
      return data
    },
    setup(ctx) {
      let frame: (() => void) | undefined
      const loading = loadFonts(
        ctx,
        options,
        (face) => {
          ctx.emit('fonts:loaded', {
            family: face.name,
            weight: face.weight,
            style: face.italic ? 'italic' : 'normal',
          })
          // Faces arriving together cost one layout: text layers' boxes follow their new font.
          frame ??= ctx.scheduler.write(() => {
            frame = undefined
            relayoutText(ctx.plugin)
          })
        },
        fallbacks,
      )
      // The raw layers each slide's fonts were read from: a lazy slide's come later, and the
      // slide is built again with them (docs/behaviour.md §4.3). One look-up per build, so a
      // module of many slides reads each slide's layers once, not every slide at every build.
      const read = new WeakMap<SlideModel, unknown>()
      for (const slide of ctx.module.slides) read.set(slide, slide.rawLayers)
      loading.request(collectFonts(ctx.module, ctx.services.report))
      // Global slides are never built again: only the slides' layers come later.
      const off = ctx.on('slide:build', ({ slide }) => {
        if (read.get(slide) === slide.rawLayers) return
        read.set(slide, slide.rawLayers)
        loading.request(collectFonts(ctx.module, ctx.services.report, [slide]))
      })
      return {
        api: loading.api,
        destroy() {
          off()
          frame?.()
          frame = undefined
          loading.release()
        },
      }
    },
  }
}
