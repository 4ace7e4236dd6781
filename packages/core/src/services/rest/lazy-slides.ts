import type { SlideModel } from '../../types/model'
import type { Plugin } from '../../types/plugin'
import { createRestClient } from './client'

export interface LazySlidesOptions {
  /** Slides either side of the current one whose layers are fetched ahead of time. @default 2 */
  ahead?: number
  /** Longest ms a slide change waits for the layers of the slide it goes to. @default 3000 */
  maxWait?: number
  /** Heard when a slide's layers arrived (they are in `slide.rawLayers`). @default undefined */
  onLoaded?(index: number, slide: SlideModel): void
}

/**
 * The values core's `parseBoolean` reads as true (a test holds the two equal). Not imported: this
 * entry loads on demand, and a normaliser module it shares with the first download would become
 * a file of its own in a site's esbuild bundle (docs/performance.md, issue #25).
 */
const ON: readonly unknown[] = [true, 'true', 1, '1', 'on']

/**
 * A slide whose layers are not in the data yet and are lazy-loaded by `slideid`
 * (docs/data-format/README.md "Embedding"): its record says `lazy: true` (booleans may be strings).
 */
export function isLazySlide(slide: SlideModel): boolean {
  return ON.includes(slide.raw.lazy)
}

/**
 * Lazy-loads slides' layers by `slideid` through the full slider object call (docs/behaviour.md §7),
 * using the slider's REST settings (`ctx.services.rest`). Layers of the slides within `ahead`
 * of the current one are fetched ahead; a slide built before its layers arrive is rebuilt with
 * them, and a change to a slide still loading waits up to `maxWait`. A failure is
 * a report entry: the slide shows without those layers.
 */
export function lazySlides(
  options: LazySlidesOptions = {},
): Plugin<'lazySlides', LazySlidesOptions> {
  return {
    name: 'lazySlides',
    options,
    setup(ctx) {
      const { ahead = 2, maxWait = 3000, onLoaded } = options
      const client = createRestClient(ctx.services.rest)
      const controller = new AbortController()
      const timers = new Set<ReturnType<typeof setTimeout>>()
      // By slide, not index: `slider.removeSlide` moves later slides down an index.
      const loads = new Map<SlideModel, Promise<void>>()
      const { id, settings, slides } = ctx.module
      const module = { id: id || undefined, alias: settings.alias || undefined }

      const load = (index: number): Promise<void> | undefined => {
        const slide = slides[index]
        const known = slide && loads.get(slide)
        if (known || !slide || !isLazySlide(slide)) return known
        const job = client.slideLayers(module, slide.id, controller.signal).then(
          (layers) => {
            if (controller.signal.aborted) return
            slide.rawLayers = layers
            // Where the slide is now (a removal may have moved it; gone: -1).
            const at = slides.indexOf(slide)
            if (at < 0) return
            // A slide built before its layers came is drawn again with them.
            ctx.rebuildSlide(at)
            onLoaded?.(at, slide)
          },
          (error: unknown) => {
            if (controller.signal.aborted) return
            const why = (error as Error)?.message ?? String(error)
            // The slide by its key in the data, as every entry names it.
            ctx.services.report(
              `${(slide.path ?? `slides.${slide.id}`).replace(/\.slide$/, '')}.layers`,
              `could not be lazy-loaded (${why}); the slide shows without them`,
            )
          },
        )
        loads.set(slide, job)
        return job
      }
      const around = (center: number): void => {
        const count = slides.length
        for (let d = -ahead; d <= ahead && count; d++)
          load((((center + d) % count) + count) % count)
      }
      const wait = (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer)
            resolve()
          }, ms)
          timers.add(timer)
        })

      around(Math.max(ctx.state.index, 0))
      const offAfter = ctx.on('slide:after', ({ index }) => around(index))
      const offTransition = ctx.addTransition(({ to }) => {
        const job = load(to)
        return job && Promise.race([job, wait(maxWait)])
      })
      return {
        destroy() {
          controller.abort()
          offAfter()
          offTransition()
          for (const timer of timers) clearTimeout(timer)
          timers.clear()
        },
      }
    },
  }
}
