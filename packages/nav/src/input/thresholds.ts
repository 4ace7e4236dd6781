import { isDragStep } from '@strata/core/kit'

/** docs/behaviour.md §9 "Keyboard navigation throttled to one step per 500 ms". */
export const KEY_STEP_MS = 500

export interface Drag {
  /** Movement along x and y, px (end minus start). */
  dx: number
  dy: number
  /** How long the pointer was down, ms. */
  ms: number
  /** The slide's width (or height on vertical sliders), px. */
  size: number
  /** The slider moves vertically. @default false */
  vertical?: boolean
}

/**
 * The step a finished drag asks for: +1 (next), -1 (previous) or 0 (not a step). Whether it is a
 * step is core's rule (`isDragStep`: over 130 ms and over 10% of the slide, docs/behaviour.md §9), shared
 * with the carousel. Dragging toward the start (left / up) brings the next slide, as a finger
 * pushes the track.
 */
export function dragStep({ dx, dy, ms, size, vertical = false }: Drag): 1 | -1 | 0 {
  const along = vertical ? dy : dx
  if (!isDragStep(ms, along, size)) return 0
  return along < 0 ? 1 : -1
}

/**
 * Whether a pointer that moved (dx, dy) has started a drag along the slider's axis: past the
 * tolerance (docs/behaviour.md §9 "Swipe tolerance 5 px") and more along the axis than across it, so a
 * vertical page scroll on a horizontal slider is left to the browser.
 */
export function dragStarted(dx: number, dy: number, tolerance: number, vertical = false): boolean {
  const [along, across] = vertical ? [dy, dx] : [dx, dy]
  return Math.abs(along) > tolerance && Math.abs(along) >= Math.abs(across)
}

/** A gate that opens at most once per `ms` (throttle and cooldown): `pass()` says if it opened. */
export function createGate(now: () => number, ms: () => number) {
  let last = Number.NEGATIVE_INFINITY
  return {
    pass(): boolean {
      const t = now()
      if (t - last < ms()) return false
      last = t
      return true
    },
    /** Still closed from the last pass. */
    closed: (): boolean => now() - last < ms(),
  }
}
