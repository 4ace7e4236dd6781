import type { Plugin, PluginContext, PluginInstance, RawValue } from '@strata/core'
import { carouselPart, carouselSettings } from '../normalise'
import type { CarouselApi, CarouselOptions } from './api'
import { host } from './host'
import { CAROUSEL_CHUNK, type CarouselRuntime, isCarouselData } from './runtime-chunk'

/**
 * The carousel module type (docs/behaviour.md §3 "Carousel settings"): slides side by side along an axis,
 * scaled, turned and faded by distance from the focused one, spun in 2D or 3D, stepped with GSAP,
 * endless on request, and dragged with momentum. Acts only on modules whose type is carousel:
 * its runtime is a chunk `prepare` loads (before the first paint) for a carousel module's data
 * only, so a site that installs the plugin for other modules never downloads it.
 */
export function carousel(
  options: CarouselOptions = {},
): Plugin<'carousel', CarouselOptions, CarouselApi> {
  let runtime: CarouselRuntime | undefined
  return {
    name: 'carousel',
    options,
    normalise: carouselPart,
    async prepare(data) {
      // A load that fails here is tried again at setup, which reports it if it fails again: one
      // failure, one entry (docs/behaviour.md §8).
      if (isCarouselData(data as RawValue))
        runtime ??= await CAROUSEL_CHUNK.load().catch(() => undefined)
      return undefined
    },
    setup(ctx) {
      if (ctx.module.settings.type !== 'carousel') return undefined
      return runtime
        ? runtime.setupCarousel(ctx, options, carouselSettings(ctx.module.settings), host)
        : setupLater(ctx, options)
    },
  }
}

/**
 * A carousel whose runtime `prepare` did not load (data another plugin's `prepare` made one, or
 * a load that failed there): set up once the runtime is in, without an API (core reads a
 * plugin's API once, at setup: it stays undefined); a failed load is reported, once, and the
 * module stays a plain slider.
 */
function setupLater(ctx: PluginContext, options: CarouselOptions): PluginInstance<CarouselApi> {
  let inner: PluginInstance<CarouselApi> | undefined
  let gone = false
  CAROUSEL_CHUNK.load().then(
    (chunk) => {
      if (!gone)
        inner = chunk.setupCarousel(ctx, options, carouselSettings(ctx.module.settings), host)
    },
    (error: unknown) =>
      gone ||
      ctx.services.report('plugins.carousel', `the carousel code could not be loaded (${error})`),
  )
  return {
    destroy() {
      gone = true
      inner?.destroy?.()
    },
  }
}
