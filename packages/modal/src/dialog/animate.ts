import type { Ease, Playback } from '@strata/core/kit'
import type { PopupHost } from '../plugin/popup-host'

/** How far the wrapper rises while it fades in, px. */
const RISE = 24

/** The browser's animations of a dialog's last open or close, cancelled when the next begins. */
const running = new WeakMap<HTMLElement, Animation[]>()

/** The wrapper's lift at `p`: a keyframe's; inline, none once it is up. */
function lift(p: number): string {
  return `translateY(${(1 - p) * RISE}px)`
}

/**
 * Fades the underlay and raises the wrapper from `from` to `to` (0 hidden, 1 shown) over `ms`,
 * eased as GSAP eases (core's table of its eases: no GSAP to load), started and ended by the
 * slider's scheduler (core's playback: one clock for every animation). The frames between are
 * the browser's: two animations with the ease as a `linear()` easing, so the fade stays smooth
 * while the module's layers start on the main thread (issue #25); where the browser cannot
 * play them, each frame is written by script. `ms` 0 (reduced motion) sets the end state at
 * once. Resolves when done or stopped. `host`: core's helpers, handed in (this file is in the
 * pop-up's chunk, plugin/popup-host.ts).
 */
export function animateDialog(
  playback: Playback,
  dialog: HTMLElement,
  wrapper: HTMLElement,
  from: number,
  to: number,
  ms: number,
  host: Pick<PopupHost, 'easeNamed' | 'linearEasing' | 'startedAt'>,
): Promise<void> {
  const ease = host.easeNamed(to > from ? 'power2.out' : 'power2.in') as Ease
  const paint = (p: number) => {
    dialog.style.opacity = `${p}`
    wrapper.style.transform = p >= 1 ? '' : lift(p)
  }
  playback.stop()
  for (const animation of running.get(dialog) ?? []) animation.cancel()
  running.delete(dialog)
  if (ms <= 0) {
    paint(to)
    return Promise.resolve()
  }
  paint(from)
  let first = true
  let played: Animation[] | undefined
  return playback.play((elapsed) => {
    if (first && elapsed < ms) played = play(dialog, wrapper, from, to, ms, elapsed, ease, host)
    first = false
    if (played) {
      if (elapsed < ms) return ms - elapsed
      paint(to)
      for (const animation of played) animation.cancel()
      running.delete(dialog)
      return true
    }
    const t = Math.min(1, elapsed / ms)
    paint(from + (to - from) * ease(t))
    return t >= 1
  })
}

/** The fade and the rise as the browser's animations, `elapsed` ms in; undefined if it cannot. */
function play(
  dialog: HTMLElement,
  wrapper: HTMLElement,
  from: number,
  to: number,
  ms: number,
  elapsed: number,
  ease: Ease,
  { linearEasing, startedAt }: Pick<PopupHost, 'linearEasing' | 'startedAt'>,
): Animation[] | undefined {
  if (typeof dialog.animate !== 'function' || typeof wrapper.animate !== 'function') return
  const timing: KeyframeAnimationOptions = {
    duration: ms,
    easing: linearEasing(ease, ms),
    fill: 'both',
  }
  const animations: Animation[] = []
  try {
    // One at a time: a refusal of the second leaves the first in the list to cancel.
    animations.push(
      startedAt(dialog.animate([{ opacity: from }, { opacity: to }], timing), dialog, elapsed),
    )
    animations.push(
      startedAt(
        wrapper.animate([{ transform: lift(from) }, { transform: lift(to) }], timing),
        wrapper,
        elapsed,
      ),
    )
  } catch {
    // A browser without `linear()` easings: frames by script.
    for (const animation of animations) animation.cancel()
    return undefined
  }
  running.set(dialog, animations)
  return animations
}
