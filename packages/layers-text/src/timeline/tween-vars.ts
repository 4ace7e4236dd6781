import type { gsap } from 'gsap'
import type { FilterKey, Keyframe } from './keyframe'

/** CSS filter text of a whole filter state (every function, so GSAP can tween between two). */
export function filterCss(v: Readonly<Record<FilterKey, number>>): string {
  return `blur(${v.blur}px) brightness(${v.brightness}%) grayscale(${v.grayscale}%) sepia(${v.sepia}%) invert(${v.invert}%)`
}

/** The clip-path that shows `percent` of the layer, revealed from the left. */
export function clipCss(percent: number): string {
  return `inset(0% ${100 - percent}% 0% 0%)`
}

/** Whether a record has an own key (no list of its keys: issue #25). */
export function hasKeys(record: object): boolean {
  for (const key in record) if (Object.hasOwn(record, key)) return true
  return false
}

/**
 * The GSAP vars of a keyframe: transforms and opacity as they are, the filter and clip as CSS
 * (merged with the whole state so far, `filterSoFar`), colours by CSS name. Nothing else.
 */
export function toVars(
  kf: Keyframe,
  filterSoFar: Readonly<Record<FilterKey, number>>,
): gsap.TweenVars {
  const vars: gsap.TweenVars = { ...kf.motion, ...kf.colours }
  if (hasKeys(kf.filter)) vars.filter = filterCss({ ...filterSoFar, ...kf.filter })
  if (kf.clip !== undefined) vars.clipPath = clipCss(kf.clip)
  return vars
}
