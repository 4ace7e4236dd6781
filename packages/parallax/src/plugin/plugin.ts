import type { Plugin, PluginContext, PluginInstance, RawValue } from '@strata/core'
import { shape } from '@strata/core/kit'
import { PARALLAX_DEFAULTS } from '../defaults'
import { parallaxPart } from '../normalise'
import type { ParallaxApi } from '../types'
import { host } from './host'
import type { ParallaxOptions } from './options'
import { PARALLAX_CHUNK, type ParallaxRuntime, parallaxInData } from './runtime-chunk'

export type { ParallaxOptions } from './options'

/**
 * Mouse parallax, 3D tilt and scroll-based motion (docs/behaviour.md §1, §3 `mod`, `sbt`, §4, §6):
 * layers move by their depth level with the pointer (or the device's tilt), the layer planes tilt
 * in 3D mode, scroll modifiers and the scroll-based timeline follow the module's pass through the
 * viewport. Nothing moves with reduced motion; nothing runs out of view. Its runtime is a chunk
 * `prepare` loads (before the first paint) only when the data turns parallax or the scroll-based
 * timeline on, so a module with neither never downloads it.
 */
export function parallax(
  options: ParallaxOptions = {},
): Plugin<'parallax', ParallaxOptions, ParallaxApi> {
  let runtime: ParallaxRuntime | undefined
  return {
    name: 'parallax',
    options,
    normalise: parallaxPart,
    async prepare(data) {
      // A load that fails here is tried again at setup, which reports it if it fails again: one
      // failure, one entry (docs/behaviour.md §8).
      if (parallaxInData(data as RawValue))
        runtime ??= await PARALLAX_CHUNK.load().catch(() => undefined)
      return undefined
    },
    setup(ctx) {
      const settings = ctx.module.settings.parallax ?? shape({}, PARALLAX_DEFAULTS, () => {}, '')
      const timeline = ctx.module.settings.scrollTimeline?.use ?? false
      if (!settings.use && !timeline) return undefined
      if (runtime) return runtime.setupParallax(ctx, options, settings, timeline, host)
      return setupLater(ctx, (chunk) => chunk.setupParallax(ctx, options, settings, timeline, host))
    },
  }
}

/**
 * Parallax whose runtime `prepare` did not load (another plugin's `prepare` turned it on, or a
 * load that failed there): set up once the runtime is in, without an API (core reads a plugin's
 * API once, at setup: it stays undefined); a failed load is reported, once, and nothing moves.
 */
function setupLater(
  ctx: PluginContext,
  setup: (chunk: ParallaxRuntime) => PluginInstance<ParallaxApi>,
): PluginInstance<ParallaxApi> {
  let inner: PluginInstance<ParallaxApi> | undefined
  let gone = false
  PARALLAX_CHUNK.load().then(
    (chunk) => {
      if (!gone) inner = setup(chunk)
    },
    (error: unknown) =>
      gone ||
      ctx.services.report('plugins.parallax', `the parallax code could not be loaded (${error})`),
  )
  return {
    destroy() {
      gone = true
      inner?.destroy?.()
    },
  }
}
