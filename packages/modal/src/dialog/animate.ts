import type { Ease, easeNamed, Playback } from '@strata/core/kit'

/** How far the wrapper rises while it fades in, px. */
const RISE = 24

/**
 * Fades the underlay and raises the wrapper from `from` to `to` (0 hidden, 1 shown) over `ms`,
 * eased as GSAP eases (core's table of its eases: no GSAP to load), on the slider's scheduler
 * (core's playback: one clock for every animation).
 * `ms` 0 (reduced motion) sets the end state at once. Resolves when done or stopped. `eases` is
 * core's `easeNamed`, handed in (this file is in the pop-up's chunk, plugin/popup-host.ts).
 */
export function animateDialog(
  playback: Playback,
  dialog: HTMLElement,
  wrapper: HTMLElement,
  from: number,
  to: number,
  ms: number,
  eases: typeof easeNamed,
): Promise<void> {
  const ease = eases(to > from ? 'power2.out' : 'power2.in') as Ease
  const paint = (p: number) => {
    dialog.style.opacity = `${p}`
    wrapper.style.transform = p >= 1 ? '' : `translateY(${(1 - p) * RISE}px)`
  }
  playback.stop()
  if (ms <= 0) {
    paint(to)
    return Promise.resolve()
  }
  paint(from)
  return playback.play((elapsed) => {
    const t = Math.min(1, elapsed / ms)
    paint(from + (to - from) * ease(t))
    return t >= 1
  })
}
