import type { PluginContext } from '@strata/core'
import { loadScrollMotion, type ScrollMotion, scrollMotion } from '../scroll/lazy'
import type { ScrollSource, ScrollSourceOptions } from '../scroll/source'
import type { ParallaxHost } from './host'

export interface LazyScrollOptions extends Pick<ScrollSourceOptions, 'onProgress'> {
  /** The data path a failed load is reported under (`settings.sbt` or `settings.mod`). */
  path: string
  /** What the scroll code takes from its loader rather than importing it. */
  host: ParallaxHost
  /** The scroll code came in after the module asked: take the slide again with it. */
  onArrive(): void
}

/** The module's scroll measurement, started once its data turns scroll-based motion on. */
export interface LazyScroll {
  /** Scroll-based motion is on: start measuring, loading the scroll code first if need be. */
  want(): void
  /** Measure the module's place again (nothing until the measurement runs). */
  refresh(): void
  destroy(): void
}

/**
 * Starts the module's pass (`createScrollSource`) on demand: at once when the scroll code is in,
 * else when it arrives. Destroyed first, the arrival does nothing (docs/plugin-authors.md
 * "destroy"); a failed load is reported with its reason and the mouse and tilt keep working.
 */
export function createLazyScroll(ctx: PluginContext, o: LazyScrollOptions): LazyScroll {
  let source: ScrollSource | undefined
  let asked = false
  let destroyed = false
  const start = (code: ScrollMotion) => {
    source = code.createScrollSource({
      root: ctx.root,
      scheduler: ctx.scheduler,
      onProgress: o.onProgress,
    })
  }
  return {
    want() {
      if (asked || destroyed) return
      asked = true
      const code = scrollMotion()
      if (code) return start(code)
      loadScrollMotion(o.host).then(
        (later) => {
          if (destroyed) return
          start(later)
          o.onArrive()
        },
        (error: unknown) => {
          if (!destroyed)
            ctx.services.report(
              o.path,
              `its scroll code could not be loaded (${error}); nothing follows the scroll`,
            )
        },
      )
    },
    refresh: () => source?.refresh(),
    destroy() {
      destroyed = true
      source?.destroy()
      source = undefined
    },
  }
}
