import { planScene } from './browser-plan'
import { easeOf } from './gsap-chunk'
import type { FrameHooks } from './holds'
import type { Keyframe } from './keyframe'
import type { LayerTargets } from './targets'
import type { Track } from './tracks'

/**
 * What the player, the clock and a layer's release use of a scene. A GSAP timeline has it all;
 * a scene that only fades (`fadeScene`) has it without GSAP.
 */
export interface SceneTimeline {
  duration(): number
  totalDuration(): number
  totalTime(): number
  /** Moves the playhead (s), firing the frame hooks it crosses unless `suppressEvents`. */
  totalTime(value: number, suppressEvents?: boolean): SceneTimeline
  totalProgress(): number
  invalidate(): SceneTimeline
  /** Puts back the inline opacity its elements had before it first wrote. */
  revert(): SceneTimeline
}

/** One element's fade: its opacity at 0, then tweens one after another (s). */
export interface Fade {
  el: HTMLElement
  from: number
  /**
   * Its first keyframe sets nothing: `from` is the element's opacity where the scene first moves
   * or plans (read again after `invalidate`, as GSAP's tweens read their start). @default false
   */
  here?: boolean
  tweens: { start: number; end: number; to: number; ease: (progress: number) => number }[]
}

/** Times as GSAP keeps them, to 1e-7 s: `start + duration` lands where GSAP's tween ends. */
function seconds(ms: number) {
  return Math.round(ms * 10000) / 10000000
}

function plain(kf: Track['frames'][number]) {
  return !Object.keys(kf.filter).length && !Object.keys(kf.colours).length && kf.clip === undefined
}
/** The keyframe's opacity when that is all it moves; NaN when it moves nothing. */
function opacityOf(kf: Track['frames'][number]) {
  const keys = Object.keys(kf.motion)
  const o = kf.motion.opacity
  return keys.length === 1 && typeof o === 'number' ? o : keys.length ? undefined : Number.NaN
}

/**
 * The fades of a scene whose every track moves only the opacity of one element of its own, from
 * a value its first keyframe sets at 0, one tween after another (no waiting frame, repeat,
 * stagger, filter, colour, clip, perspective or origin to write); undefined for any other scene.
 * Such a scene needs nothing GSAP does, so `fadeScene` plays it (issue #25: no GSAP timeline,
 * tween or style read; docs/performance-log.md, "Sixteenth session").
 */
export function fadesOf(tracks: readonly Track[], targets: LayerTargets): Fade[] | undefined {
  const fades: Fade[] = []
  // Index loops: run for every built layer's scenes before V8 optimises them (layer.ts).
  for (let t = 0; t < tracks.length; t++) {
    const track = tracks[t] as Track
    const els = targets.get(track.name)
    const el = els[0]
    if (!(el instanceof HTMLElement) || els.length > 1 || fades.some((f) => f.el === el)) return
    // A perspective belongs to transforms, which a fade does not write.
    if (targets.pinned(el) !== track.origin) return
    const frames = track.frames
    const first = frames[0]
    const from = first ? opacityOf(first) : undefined
    if (first?.start !== 0 || from === undefined || !plain(first)) return
    const fade: Fade = { el, from, tweens: [] }
    if (Number.isNaN(from)) fade.here = true
    let at = 0
    for (let i = 1; i < frames.length; i++) {
      const kf = frames[i] as Keyframe
      const to = opacityOf(kf)
      if (
        kf.wait ||
        kf.repeat ||
        !plain(kf) ||
        to === undefined ||
        Number.isNaN(to) ||
        !(kf.duration > 0)
      )
        return
      const ease = easeOf(kf.ease)
      const start = seconds(kf.start)
      if (typeof ease !== 'function' || start < at) return
      at = seconds(kf.start + kf.duration)
      fade.tweens.push({ start, end: at, to, ease })
    }
    fades.push(fade)
  }
  return fades.some((f) => f.tweens.length) ? fades : undefined
}

/** The fade starts where its element is. */
export function startsHere(fade: Fade): boolean {
  return fade.here === true
}

/** GSAP writes opacity to 4 decimals; so does a fade scene, so both show the same values. */
function round(v: number) {
  return Math.round(v * 10000) / 10000
}

function valueAt({ from, tweens }: Fade, t: number): number {
  let v = from
  for (const tw of tweens) {
    if (t >= tw.end) v = tw.to
    else {
      if (t > tw.start) v += (tw.to - v) * tw.ease((t - tw.start) / (tw.end - tw.start))
      break
    }
  }
  return round(v)
}

/**
 * A scene that only fades (`fadesOf`), played as its GSAP timeline would be: the same opacity
 * at every time and the same frame hooks going forward, fired as GSAP fires calls (those it
 * crosses or lands on, and one at 0 when the playhead leaves 0). The browser plays it
 * (browser-plan.ts) and the clock brings it level at its marks.
 */
export function fadeScene(
  tracks: readonly Track[],
  fades: Fade[],
  hooks: FrameHooks,
): SceneTimeline {
  const duration = Math.max(...fades.flatMap((f) => f.tweens.map((tw) => tw.end)))
  // Where frame `i` starts and ends over every track (s), as buildScene's calls.
  const calls: { at: number; run: () => void }[] = []
  const frames = Math.max(...tracks.map((t) => t.frames.length))
  for (let i = 1; i < frames; i++) {
    const kfs = tracks.flatMap((t) => t.frames[i] ?? [])
    if (!kfs.length) continue
    const start = Math.min(...kfs.map((kf) => seconds(kf.start)))
    const end = Math.max(...kfs.map((kf) => seconds(kf.start + kf.duration)))
    calls.push({ at: start, run: () => hooks.start(i) }, { at: end, run: () => hooks.end(i) })
  }
  // Stable: calls at one time keep the order buildScene added them in.
  calls.sort((a, b) => a.at - b.at)
  const before = new Map<HTMLElement, string>()
  let time = 0
  /** The calls at `time` have not fired (it stopped there quietly, or has not moved). */
  let landed = true
  /** Some fade starts where its element is (`Fade.here`): read at the scene's next move or plan. */
  const fromHere = fades.some(startsHere)
  let stale = fromHere
  /** Drops the browser plan (set below). */
  let forget = () => {}
  /** Reads where the fades that start where they are start; a new start needs a new plan. */
  const settle = (): void => {
    if (!stale) return
    stale = false
    for (const fade of fades) {
      if (!fade.here) continue
      // Inline, where the scenes and `readOpacity` write it: no style read.
      const v = Number.parseFloat(fade.el.style.opacity)
      const from = Number.isFinite(v) ? v : 1
      if (from !== fade.from) forget()
      fade.from = from
    }
  }

  function totalTime(): number
  function totalTime(value: number, suppressEvents?: boolean): SceneTimeline
  function totalTime(value?: number, suppressEvents = false): number | SceneTimeline {
    if (value === undefined) return time
    const prev = time
    time = Math.min(duration, Math.max(0, value))
    // GSAP renders nothing when the playhead stays (a scene never played stays as it is).
    if (time === prev) return scene
    settle()
    // Index loops: the clock moves a scene at its marks, mostly before V8 optimises this.
    for (let i = 0; i < fades.length; i++) {
      const fade = fades[i] as Fade
      if (!before.has(fade.el)) before.set(fade.el, fade.el.style.opacity)
      fade.el.style.opacity = `${valueAt(fade, time)}`
    }
    // Going back fires nothing: the player moves a scene back only quietly (to wait, or to play
    // it again from 0), and the clock plays scenes forward. A call the playhead stopped on
    // quietly fires when it leaves, as GSAP's do.
    const waiting = landed
    landed = suppressEvents || time < prev
    if (landed) return scene
    for (let i = 0; i < calls.length; i++) {
      const c = calls[i] as (typeof calls)[number]
      if (c.at <= time && (c.at > prev || (c.at === prev && waiting))) c.run()
    }
    return scene
  }
  const scene: SceneTimeline = {
    duration: () => duration,
    totalDuration: () => duration,
    totalTime,
    totalProgress: () => time / duration,
    invalidate() {
      stale = fromHere
      return scene
    },
    revert() {
      for (const [el, was] of before) el.style.opacity = was
      before.clear()
      time = 0
      landed = true
      stale = fromHere
      return scene
    },
  }
  forget = planScene(scene, fades, duration, settle)
  return scene
}
