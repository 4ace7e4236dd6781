import type { BenchInstance } from '../slides'

/** Frames one sweep of the module's pass takes (half a second at 60 fps). */
export const SWEEP_FRAMES = 30

/**
 * A module steppable by scroll, for the pages whose cost is following the page's scroll: a screen
 * of page is put above and below `root`, and each step scrolls the window through the module's
 * whole pass (its top at the window's bottom to its bottom at the top), one scroll position a
 * frame over {@link SWEEP_FRAMES} frames; +1 down, -1 back up. Resolves on the frame after the last.
 */
export function scrollSweeps(root: HTMLElement, ready: Promise<unknown>): BenchInstance {
  const room = () => {
    const el = document.createElement('div')
    el.style.height = '100vh'
    return el
  }
  root.before(room())
  root.after(room())
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
  return {
    ready: ready.then(() => undefined),
    async step(direction) {
      const box = root.getBoundingClientRect()
      const top = box.top + window.scrollY
      const from = Math.max(0, top - window.innerHeight)
      const to = top + box.height
      for (let i = 0; i <= SWEEP_FRAMES; i++) {
        const p = direction > 0 ? i / SWEEP_FRAMES : 1 - i / SWEEP_FRAMES
        window.scrollTo(0, Math.round(from + (to - from) * p))
        await frame()
      }
    },
  }
}
