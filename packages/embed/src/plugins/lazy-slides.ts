import type { Plugin } from '@strata/core'
import type { LazySlidesOptions } from '@strata/core/rest'

type LazySlides = Plugin<'lazySlides', LazySlidesOptions>

/**
 * Core's `lazySlides` (`@strata/core/rest`) for the browser files, its REST code loaded in
 * `prepare` (before the first paint, with the other plugins' chunks) instead of held by the file.
 * The plugin is opt-in, so most modules never download that code; and in the chunked ES module
 * (`esm/strata.js`) core's own loaders share the REST modules, which in the first download would
 * be files of their own (docs/performance.md, issue #25). Options and behaviour are core's; a
 * failed load is reported by core as the plugin's `prepare`, and the module shows without it.
 */
export function lazySlides(options: LazySlidesOptions = {}): LazySlides {
  let inner: LazySlides | undefined
  return {
    name: 'lazySlides',
    options,
    async prepare() {
      inner ??= (await import('@strata/core/rest')).lazySlides(options)
      return undefined
    },
    setup: (ctx) => inner?.setup(ctx),
  }
}
