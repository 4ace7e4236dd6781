/** A frame at 60 Hz, ms: how far apart samples of an animation are taken. */
const FRAME_MS = 1000 / 60
/** Enough for a second at 60 Hz; a longer run is sampled further apart. */
export const MAX_SAMPLES = 61

/** How many samples a run of `ms` takes a frame apart, both ends included (2 to MAX_SAMPLES). */
export function frameSamples(ms: number): number {
  return Math.min(MAX_SAMPLES, Math.max(2, Math.ceil(ms / FRAME_MS) + 1))
}

/** Easings made, by curve and length: a module eases a handful of curves over the same few lengths. */
const made = new WeakMap<(progress: number) => number, Map<number, string>>()

/**
 * An ease function (GSAP's `parseEase` gives them) as a CSS `linear()` easing for a browser
 * animation of `ms`: its values a frame apart, to 5 decimals (a step of 1e-5 of the way is under
 * 0.02 px on a 1240 px slide). The browser interpolates between them as it does between
 * keyframes sampled at the same times (issue #25: one easing instead of a keyframe a frame).
 */
export function linearEasing(curve: (progress: number) => number, ms: number): string {
  // Kept per curve (eases are cached by name, `easeNamed`): every layer's fade and every
  // background change asked for the same text again, up to 61 samples and their number-to-text
  // conversions each time (docs/performance-log.md, "Twenty-fourth session").
  let byLength = made.get(curve)
  if (!byLength) {
    byLength = new Map()
    made.set(curve, byLength)
  }
  let easing = byLength.get(ms)
  if (easing === undefined) {
    const count = frameSamples(ms)
    const stops: number[] = []
    for (let i = 0; i < count; i++) stops.push(Math.round(curve(i / (count - 1)) * 1e5) / 1e5)
    easing = `linear(${stops.join(',')})`
    // Lengths drawn at random would grow it without end: it starts over past 64.
    if (byLength.size > 63) byLength.clear()
    byLength.set(ms, easing)
  }
  return easing
}
