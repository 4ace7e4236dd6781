import type { ModuleModel, RawRecord } from '../../../types/model'
import type { Plugin } from '../../../types/plugin'
import { SCROLL_BASED_ATTRIBUTE } from '../../../viewport/viewport'
import { type AppearOptions, observeAppear } from './appear'
import { createFpsMonitor } from './fps-monitor'
import { isScrollBased } from './scroll-based'

export interface ObserversOptions {
  /** Sample the frame rate (45-frame windows for 4000 ms) and emit `observers:low-fps`. @default true */
  fps?: boolean
  /** Use the -200px viewport margin: 'auto' reads `settings.sbt` / `settings.mod`. @default 'auto' */
  scrollBased?: boolean | 'auto'
}

export interface ObserversApi {
  /** Calls `onAppear` once when `el` is in view past its threshold (docs/behaviour.md §9); returns a stop. */
  appear(el: Element, onAppear: () => void, options?: AppearOptions): () => void
  /** The last 45-frame window's average fps; undefined before one completes. */
  fps(): number | undefined
}

/**
 * `observers()` (docs/behaviour.md §4, §9): marks scroll-based modules so core's viewport observer uses
 * the -200px margin, runs the fps monitor, and watches elements appear at SPEC's thresholds.
 */
export function observers(
  options: ObserversOptions = {},
): Plugin<'observers', ObserversOptions, ObserversApi> {
  const scrollBased = new WeakMap<ModuleModel, boolean>()
  return {
    name: 'observers',
    options,
    normalise: {
      module(raw, model) {
        scrollBased.set(model, isScrollBased(raw.settings))
      },
    },
    // A prepared module runs no normaliser on the page: its raw-shaped data is read here.
    prepare: async (data, { model }) => {
      if (model) scrollBased.set(model, isScrollBased((data as RawRecord | null)?.settings))
    },
    setup(ctx) {
      const mode = options.scrollBased ?? 'auto'
      const scroll = mode === 'auto' ? (scrollBased.get(ctx.module) ?? false) : mode
      const marked = scroll && !ctx.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)
      if (marked) ctx.root.setAttribute(SCROLL_BASED_ATTRIBUTE, '')
      const monitor =
        options.fps === false
          ? undefined
          : createFpsMonitor({
              scheduler: ctx.scheduler,
              onLow: (fps) => ctx.emit('observers:low-fps', { fps }),
            })
      const stops = new Set<() => void>()
      return {
        api: {
          appear(el, onAppear, appearOptions) {
            const stop = observeAppear(
              el,
              () => {
                stops.delete(stop)
                onAppear()
              },
              appearOptions,
            )
            stops.add(stop)
            return () => {
              stops.delete(stop)
              stop()
            }
          },
          fps: () => monitor?.fps(),
        },
        destroy() {
          monitor?.stop()
          for (const stop of [...stops]) stop()
          stops.clear()
          if (marked) ctx.root.removeAttribute(SCROLL_BASED_ATTRIBUTE)
        },
      }
    },
  }
}
