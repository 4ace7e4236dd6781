import type { BenchInstance } from '../slides'

/**
 * The module's widths a resize page goes through (px): a desktop window, a tablet's, a phone in
 * landscape and one upright; each a level of its own in the real export (1240, 1024, 778, 480).
 */
export const RESIZE_WIDTHS = [1280, 1000, 760, 420] as const

/**
 * Widths inside one of the real export's levels (1024 to 1239 px, its grid 1240 px wide): a
 * window dragged, where each resize changes the layers' scale and not their level.
 */
export const DRAG_WIDTHS = [1230, 1180, 1130, 1080] as const

/**
 * A module steppable by resizing, for the pages whose cost is a window resize (a phone turned, a
 * window dragged): each step sets `root`'s width to the next of `widths` (+1 towards the
 * narrowest and back, -1 the other way) and resolves on the frame after `settled`, the
 * library's own "laid out again" event.
 */
export function resizeSteps(
  root: HTMLElement,
  ready: Promise<unknown>,
  settled: () => Promise<void>,
  widths: readonly number[] = RESIZE_WIDTHS,
): BenchInstance {
  const last = widths.length - 1
  // Where the walk is, over the widths there and back (0 … 2 × last − 1).
  let at = 0
  return {
    ready: ready.then(() => undefined),
    async step(direction) {
      const span = 2 * last
      at = (at + direction + span) % span
      const width = widths[at <= last ? at : span - at] ?? widths[0]
      const done = settled()
      root.style.width = `${width}px`
      await done
      await new Promise((resolve) => requestAnimationFrame(resolve))
    },
  }
}
