import type { Ease } from '@strata/core/kit'
import { moveFrames } from '../math/move-frames'
import type { Layout } from '../math/pose'
import type { CarouselHost } from './host'

/** Plays strip moves as the browser's own animations (see {@link createBrowserMoves}). */
export interface BrowserMoves {
  /**
   * Starts every built slide's move from strip position `from` to `to`, eased by `curve` over
   * `ms`, `elapsed` ms in. False (nothing started) where a slide cannot animate, the browser
   * refuses the easing, or the ease leaves 0..1: the motion writes frames itself then.
   */
  play(from: number, to: number, curve: Ease, ms: number, elapsed: number): boolean
  /** Cancels the running animations (the motion has written where each slide is). */
  stop(): void
}

/** Whether an ease stays between the move's ends: keyframes hold poses only from 0 to 1. */
const inRange = new WeakMap<Ease, boolean>()
function staysInRange(curve: Ease): boolean {
  let known = inRange.get(curve)
  if (known === undefined) {
    known = true
    for (let i = 0; i <= 60 && known; i++) {
      const v = curve(i / 60)
      known = v >= -1e-6 && v <= 1 + 1e-6
    }
    inRange.set(curve, known)
  }
  return known
}

/**
 * A strip move with no script a frame (issue #25: writing every built slide's pose each frame was
 * a fifth of a carousel change's script, and a busy page stuttered the glide): each slide's poses
 * become keyframes at the strip's eased progress (math/move-frames.ts), the ease a `linear()`
 * easing, and the compositor plays them. The slider's scheduler still starts and ends the move
 * (./motion.ts); its end pose is written inline before the animations go.
 */
export function createBrowserMoves(
  slides: ReadonlyMap<number, HTMLElement>,
  layout: () => Layout,
  /** A slide's place on the strip, -1 when it has none (./slots.ts): it stays hidden, still. */
  slot: (index: number) => number,
  { linearEasing, startedAt }: Pick<CarouselHost, 'linearEasing' | 'startedAt'>,
): BrowserMoves {
  const running: Animation[] = []
  const stop = (): void => {
    for (const animation of running.splice(0)) animation.cancel()
  }
  return {
    play(from, to, curve, ms, elapsed) {
      if (!staysInRange(curve)) return false
      for (const el of slides.values()) if (typeof el.animate !== 'function') return false
      const l = layout()
      const timing: KeyframeAnimationOptions = {
        duration: ms,
        easing: linearEasing(curve, ms),
        fill: 'both',
      }
      try {
        for (const [index, el] of slides) {
          const at = slot(index)
          const move = moveFrames(l, at, from, to)
          if (at < 0 || !move.frames.length) continue
          running.push(startedAt(el.animate(move.frames, timing), el, elapsed))
          // Apart from the poses: a z-index is not the compositor's to animate.
          if (move.depth) running.push(startedAt(el.animate(move.depth, timing), el, elapsed))
        }
      } catch {
        // A browser without `linear()` easings (before Chromium 113, Firefox 112, Safari 17.2).
        stop()
        return false
      }
      return true
    },
    stop,
  }
}
