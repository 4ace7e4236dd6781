import type { RawValue } from '@strata/core'
import { easeNamed, isRec } from '@strata/core/kit'
import { isScene } from './tracks'

/** The keys a fading keyframe may have: its time, duration, ease and opacity. */
const FADE_KEYS = new Set(['t', 'd', 'f', 'e', 'o'])

/** A raw keyframe that only fades: opacity at a plain time, eased by a name core's table has. */
const fades = (kf: RawValue, first: boolean): boolean =>
  isRec(kf) &&
  'o' in kf &&
  Object.keys(kf).every((k) => FADE_KEYS.has(k)) &&
  (typeof kf.t !== 'string' || !/^\s*w/i.test(kf.t)) &&
  (!first || kf.t === undefined || Number(kf.t) === 0) &&
  (kf.e === undefined || (typeof kf.e === 'string' && easeNamed(kf.e) !== undefined))

/** A raw track that fades its layer: `{ all: [keyframes] }`, each one a fade. */
const fadingTrack = (track: RawValue): boolean =>
  isRec(track) &&
  Object.keys(track).length === 1 &&
  Array.isArray(track.all) &&
  track.all.every((kf, i) => fades(kf, i === 0))

/**
 * Whether a raw timeline (`tl`) may have a scene GSAP moves: anything but scenes whose one
 * `content` track only fades (what `fadesOf` plays without GSAP, fade-scene.ts). It reads the
 * raw data the plugin's `prepare` sees and leans to yes: a layer it misses waits for GSAP
 * hidden (timeline/index.ts), and one it wrongly names only costs GSAP's load.
 */
export function tlNeedsGsap(tl: unknown): boolean {
  if (!isRec(tl)) return false
  return Object.entries(tl).some(([name, scene]) => {
    if (!isScene(name) || !isRec(scene)) return false
    const tracks = Object.entries(scene).filter(([, v]) => isRec(v))
    if (name === 'loop') return tracks.length > 0
    return tracks.some(([track, v]) => track !== 'content' || !fadingTrack(v))
  })
}
