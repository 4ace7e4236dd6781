import type { Level, RawValue, Reporter } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { idleOf } from './idle'
import { DEFAULT_EASE, type Keyframe, type ReadOptions, readKeyframe } from './keyframe'
import { atLevel, type Random } from './values'

/** Track names (docs/behaviour.md §3 "tl ... targets words, lines, chars, content, mask, filter, clip, loop, pan"). */
export const TRACKS = [
  'content',
  'mask',
  'words',
  'lines',
  'chars',
  'filter',
  'clip',
  'loop',
  'pan',
] as const
export type TrackName = (typeof TRACKS)[number]
export const SPLITS = ['words', 'lines', 'chars'] as const
/** Keys of a scene that name it rather than hold a track (7.x `alias`, `base`). */
const SCENE_NAMES: readonly string[] = ['alias', 'base']

export interface Track {
  name: TrackName
  frames: Keyframe[]
  /** Perspective, px (export `pers`); 0 for none. @default 0 */
  perspective: number
  /** Transform origin (export `orig {x, y, z}`) as CSS. @default '50% 50% 0px' */
  origin: string
  /** Mask overflow from the first keyframe's `oflow`. @default undefined ('hidden' on a mask) */
  overflow?: string
}

/** Also the keyframe reader's options: `readTrack` sets `prev`, `first` and `after` on them. */
export interface SceneReadOptions {
  level: Level
  /** Layer grid scale. @default 1 */
  scale?: number
  random: Random
  report: Reporter
}

function length(v: RawValue, d: string) {
  return typeof v === 'number' ? `${v}px` : typeof v === 'string' && v ? v : d
}

/** One track `{ pers, orig, all: [kf...] }`; null (reported) when it has no usable keyframes. */
function readTrack(
  name: TrackName,
  raw: RawValue,
  scene: string,
  o: ReadOptions,
  path: string,
): Track | null {
  if (!isRec(raw) || !Array.isArray(raw.all)) {
    o.report(path, 'must be { all: [keyframes] }; this track is not animated')
    return null
  }
  const frames: Keyframe[] = []
  // The scene's options are the keyframe reader's too, moved on a keyframe at a time, and a
  // keyframe's path is one string (issue #25: a copy of the options and two strings a
  // keyframe). The reader keeps neither.
  const at = `${path}.all.`
  raw.all.forEach((kf, i) => {
    if (!isRec(kf)) {
      o.report(at + i, 'must be a keyframe object; skipped')
      return
    }
    const prev = frames[frames.length - 1]
    o.prev = prev
    o.first = !prev
    o.after = prev ? prev.start + prev.duration : 0
    frames.push(readKeyframe(kf, o, at + i))
  })
  if (!frames.length) {
    o.report(path, 'has no keyframes; this track is not animated')
    return null
  }
  if (scene === 'in' && frames.length > 1) restIn(frames)
  if (!setsFirstFrame(scene) && (frames[0] as Keyframe).duration > 0) frames.unshift(here())
  keepPercent(frames)
  const orig = isRec(raw.orig) ? raw.orig : {}
  const pers = Number.parseFloat(String(atLevel(raw.pers, o.level) ?? 0))
  const first = raw.all.find(isRec)
  return {
    name,
    frames,
    perspective: Number.isFinite(pers) ? pers : 0,
    origin: `${length(orig.x, '50%')} ${length(orig.y, '50%')} ${length(orig.z, '0px')}`,
    overflow: typeof first?.oflow === 'string' ? first.oflow : undefined,
  }
}

/**
 * An `x` / `y` of 0 after a `%` value is written `0%`: from `100%` (the `(bottom)` word) to a
 * plain 0, GSAP measures the layer to turn the start into px, a forced layout at the tween's
 * first render (docs/performance.md). 0 is 0 in either unit.
 */
function keepPercent(frames: readonly Keyframe[]): void {
  // Index loops: every built layer's tracks pass here before V8 optimises it.
  for (let k = 0; k < 2; k++) {
    const key = k ? 'y' : 'x'
    let unit = ''
    for (let i = 0; i < frames.length; i++) {
      const motion = (frames[i] as Keyframe).motion
      const v = motion[key]
      if (v === 0 && unit === '%') motion[key] = '0%'
      else if (v !== undefined) unit = typeof v === 'string' && v.endsWith('%') ? '%' : ''
    }
  }
}

/**
 * Whether a scene's first keyframe is a state set at once: `in` starts from a state of its own
 * ("from"), and a loop cycles from its first frame. Another scene goes from where the layer is,
 * its first keyframe with a duration a tween to its values: an export's `out` is one such
 * keyframe (`o: 0` over 300 ms), not a state set at once.
 */
export function setsFirstFrame(scene: string): boolean {
  return scene === 'in' || scene === 'loop'
}

/** A first keyframe that sets nothing: its scene starts where the layer is. */
function here(): Keyframe {
  return {
    start: 0,
    duration: 0,
    ease: DEFAULT_EASE,
    repeat: 0,
    yoyo: true,
    motion: {},
    filter: {},
    colours: {},
  }
}

/** `in` ends at the layer's rest: keys set before and left out of the last frame go idle. */
function restIn(frames: Keyframe[]): void {
  const last = frames[frames.length - 1] as Keyframe
  for (let i = 0; i < frames.length - 1; i++) {
    const idle = idleOf(frames[i] as Keyframe)
    last.motion = { ...idle.motion, ...last.motion }
    last.filter = { ...idle.filter, ...last.filter }
    if (last.clip === undefined && idle.clip !== undefined) last.clip = idle.clip
  }
}

/** A scene's tracks (docs/data-format/README.md "tl": scene → track → keyframes); bad ones are reported. */
export function readScene(
  raw: RawValue,
  scene: string,
  o: SceneReadOptions,
  path: string,
): Track[] {
  if (!isRec(raw)) {
    o.report(path, 'must be an object of tracks; this scene is not animated')
    return []
  }
  const out: Track[] = []
  // `for…in` over own keys, not `for…of` over entries: every built layer's scenes are read
  // here before V8 optimises it (docs/performance-log.md, "Twenty-third session"); no key list or
  // closure a scene (issue #25).
  for (const name in raw) {
    const value = raw[name]
    // `bg` belongs to the slide background (bg-transitions); other names are not tracks.
    if (!Object.hasOwn(raw, name) || name === 'bg') continue
    // 7.x scene metadata: the scene's name in the editor and the scene it was made from.
    if (SCENE_NAMES.includes(name)) {
      if (isRec(value) || Array.isArray(value))
        o.report(`${path}.${name}`, 'must be a name; ignored')
    } else if (!(TRACKS as readonly string[]).includes(name))
      o.report(`${path}.${name}`, `unknown track; expected one of ${TRACKS.join(', ')}`)
    else {
      const track = readTrack(name as TrackName, value, scene, o, `${path}.${name}`)
      if (track) out.push(track)
    }
  }
  return out
}

/** Scene names: in, out, loop, scene_N. */
export function isScene(name: string) {
  return /^(in|out|loop|scene_\d+)$/.test(name)
}
