import type { BenchInstance } from '../slides'

/**
 * The module's widths a resize page goes through (px): a desktop window, a tablet's, a phone in
 * landscape and one upright; each a level of its own in the real export (1240, 1024, 778, 480).
 */
export const RESIZE_WIDTHS = [1280, 1000, 760, 420] as const

/**
 * A module steppable by resizing, for the pages whose cost is a window resize (a phone turned, a
 * window dragged): each step sets `root`'s width to the next of {@link RESIZE_WIDTHS} (+1 towards
 * the narrowest and back, -1 the other way) and resolves on the frame after `settled`, the
 * library's own "laid out again" event.
 */
export function resizeSteps(
  root: HTMLElement,
  ready: Promise<unknown>,
  settled: () => Promise<void>,
): BenchInstance {
  const last = RESIZE_WIDTHS.length - 1
  // Where the walk is, over the widths there and back (0 … 2 × last − 1).
  let at = 0
  return {
    ready: ready.then(() => undefined),
    async step(direction) {
      const span = 2 * last
      at = (at + direction + span) % span
      const width = RESIZE_WIDTHS[at <= last ? at : span - at] ?? RESIZE_WIDTHS[0]
      const done = settled()
      root.style.width = `${width}px`
      await done
      await new Promise((resolve) => requestAnimationFrame(resolve))
    },
  }
}
