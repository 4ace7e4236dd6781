import { FILTER_DEFAULTS } from '../defaults'
import { FILTER_KEYS, type FilterKey, type Keyframe, MOTION_LIST } from './keyframe'
import type { KeyValue } from './values'

/**
 * The resting state of what `kf` sets: where an `in` scene ends when its last frame says nothing.
 * Only what `restIn` reads (issue #25: not a copy of the whole keyframe a frame).
 */
export function idleOf(kf: Keyframe): Pick<Keyframe, 'motion' | 'filter' | 'clip'> {
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
  return { motion, filter, clip: kf.clip === undefined ? undefined : 100 }
}
