import type { RawValue } from '@strata/core'
import { easeNamed, isRec } from '@strata/core/kit'
import { DEFAULT_DURATION } from './keyframe'
import { isScene, setsFirstFrame } from './tracks'

/** The keys a fading keyframe may have: its time, duration, ease and opacity. */
const FADE_KEYS = new Set(['t', 'd', 'f', 'e', 'o'])

/** A plain number (or numeric text), else NaN: a per-level list or a unit leans to GSAP. */
function plain(v: RawValue): number {
  return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')
    ? Number(v)
    : Number.NaN
}
/** An opacity a fade can show: a number, or a per-level list of numbers and inherit marks. */
function opacity(v: RawValue): boolean {
  return Array.isArray(v)
    ? v.every((x) => x === '#a' || x === '' || x === null || !Number.isNaN(plain(x)))
    : !Number.isNaN(plain(v))
}

/** A raw keyframe that only fades: an opacity, at a plain time, eased by a name core's table has. */
function fades(kf: RawValue): kf is Record<string, RawValue> {
  return (
    isRec(kf) &&
    opacity(kf.o) &&
    Object.keys(kf).every((k) => FADE_KEYS.has(k)) &&
    (kf.e === undefined || (typeof kf.e === 'string' && easeNamed(kf.e) !== undefined))
  )
}

/**
 * A raw track of scene `scene` that fades its layer (`{ all: [keyframes] }`) as `fadesOf` plays
 * it: its first keyframe sets the opacity at 0, then one tween after another, each lasting some
 * time. Outside `in` and `loop`, a first keyframe with a duration is the first tween (tracks.ts).
 */
export function fadingTrack(track: RawValue, scene = 'in'): boolean {
  if (!isRec(track) || Object.keys(track).length !== 1 || !Array.isArray(track.all)) return false
  const all = track.all
  const first = all[0]
  if (!fades(first)) return false
  const d = plain(first.d ?? first.f ?? 0)
  const sets = setsFirstFrame(scene)
  if (!sets && Number.isNaN(d)) return false
  // The first tween's index: 0 when the first keyframe is one (as tracks.ts reads it).
  const from = sets || d <= 0 ? 1 : 0
  if (all.length <= from || (from && plain(first.t ?? 0) !== 0)) return false
  // Where the next keyframe starts by default, and where the last tween ended (ms).
  let after = from ? d : 0
  let end = 0
  // An index loop: every layer of the slides built first is read here (docs/performance.md).
  for (let i = from; i < all.length; i++) {
    const kf = all[i]
    if (!fades(kf)) return false
    const start = plain(kf.t ?? after)
    const ms = plain(kf.d ?? kf.f ?? DEFAULT_DURATION)
    if (!(ms > 0) || !(start >= end)) return false
    after = end = start + ms
  }
  return true
}

/**
 * Whether a raw timeline (`tl`) may have a scene GSAP moves: anything but scenes whose one
 * `content` track only fades (what `fadesOf` plays without GSAP, fade-scene.ts). It reads the
 * raw data the plugin's `prepare` sees and leans to yes: a layer it misses waits for GSAP
 * hidden (timeline/index.ts), and one it wrongly names only costs GSAP's load.
 */
export function tlNeedsGsap(tl: unknown): boolean {
  if (!isRec(tl)) return false
  // The origin a fade leaves alone is the one `in` pins (layer.ts): an `in` with no content
  // track pins none, and then a fade in another scene has one to write.
  const pins = !isRec(tl.in) || isRec(tl.in.content)
  // Index loops, no entry lists or arrows: every layer of the slides built first is read here
  // before V8 optimises it (docs/performance-log.md, "Forty-third session").
  const names = Object.keys(tl)
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string
    const scene = tl[name]
    if (!isScene(name) || !isRec(scene)) continue
    const tracks = Object.keys(scene)
    for (let t = 0; t < tracks.length; t++) {
      const track = tracks[t] as string
      const v = scene[track]
      // A loop scene with any track plays forever: GSAP's.
      if (isRec(v) && (name === 'loop' || track !== 'content' || !pins || !fadingTrack(v, name)))
        return true
    }
  }
  return false
}
