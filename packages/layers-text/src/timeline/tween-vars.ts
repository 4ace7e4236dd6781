import type { gsap } from 'gsap'
import { FILTER_DEFAULTS } from '../defaults'
import { FILTER_KEYS, type FilterKey, type Keyframe, MOTION_LIST } from './keyframe'
import type { KeyValue } from './values'

/** CSS filter text of a filter state (every function, so GSAP can tween between two). */
export const filterCss = (f: Partial<Record<FilterKey, number>>): string => {
  const v = { ...FILTER_DEFAULTS, ...f }
  return `blur(${v.blur}px) brightness(${v.brightness}%) grayscale(${v.grayscale}%) sepia(${v.sepia}%) invert(${v.invert}%)`
}

/** The clip-path that shows `percent` of the layer, revealed from the left. */
export const clipCss = (percent: number): string => `inset(0% ${100 - percent}% 0% 0%)`

/**
 * The GSAP vars of a keyframe: transforms and opacity as they are, the filter and clip as CSS
 * (merged with the state so far, `filterSoFar`), colours by CSS name. Nothing else.
 */
export function toVars(
  kf: Keyframe,
  filterSoFar: Partial<Record<FilterKey, number>>,
): gsap.TweenVars {
  const vars: gsap.TweenVars = { ...kf.motion, ...kf.colours }
  if (Object.keys(kf.filter).length) vars.filter = filterCss({ ...filterSoFar, ...kf.filter })
  if (kf.clip !== undefined) vars.clipPath = clipCss(kf.clip)
  return vars
}

/** The resting state of what `kf` sets: where an `in` scene ends when its last frame says nothing. */
export function idleOf(kf: Keyframe): Keyframe {
  const motion: Record<string, KeyValue> = {}
  // Indexed loops over the key table's list (keyframe.ts, MOTION_LIST): this runs for each
  // track's last keyframe as slides are built, mostly before V8 optimises it.
  for (let i = 0; i < MOTION_LIST.length; i++) {
    const spec = (MOTION_LIST[i] as (typeof MOTION_LIST)[number])[1]
    if (spec[0] in kf.motion) motion[spec[0]] = spec[2]
  }
  const filter: Partial<Record<FilterKey, number>> = {}
  for (let i = 0; i < FILTER_KEYS.length; i++) {
    const key = FILTER_KEYS[i] as FilterKey
    if (key in kf.filter) filter[key] = FILTER_DEFAULTS[key]
  }
  return { ...kf, motion, filter, colours: {}, clip: kf.clip === undefined ? undefined : 100 }
}
