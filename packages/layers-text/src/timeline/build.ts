import { gsap } from 'gsap'
import type { FilterKey, Keyframe } from './keyframe'
import type { LayerTargets } from './targets'
import { SPLITS, type Track } from './tracks'
import { toVars } from './tween-vars'

/** Frame events of a scene: frame `n` is keyframe `n` of its tracks (0 is the "from" state). */
export interface FrameHooks {
  start(frame: number): void
  end(frame: number): void
}

/** Where a scene holds until it is triggered: its time (s) and the frame that waits there. */
export interface Hold {
  at: number
  frame: number
}

/**
 * The holds of a scene: one per waiting frame (export `t: "w<n>"`), at that frame's earliest
 * start over the tracks, in time order. A frame is the same keyframe index in every track.
 */
export function holdsOf(tracks: readonly Track[]): Hold[] {
  const byFrame = new Map<number, number>()
  for (const track of tracks)
    track.frames.forEach((kf, frame) => {
      if (kf.wait) byFrame.set(frame, Math.min(byFrame.get(frame) ?? Infinity, kf.start / 1000))
    })
  return [...byFrame]
    .map(([frame, at]) => ({ at, frame }))
    .sort((a, b) => a.at - b.at || a.frame - b.frame)
}

const stagger = (track: Track, kf: Keyframe, count: number): gsap.StaggerVars | undefined => {
  if (!SPLITS.includes(track.name as (typeof SPLITS)[number]) || count < 2) return undefined
  return { each: (kf.stagger ?? 0) / 1000, from: kf.direction ?? 'start' }
}

/**
 * The values of `to` that an earlier frame set to a plain number or string (not `inherit`, not
 * a value measured when the tween starts): the tween's start values; undefined when none.
 */
const known = (state: gsap.TweenVars, to: gsap.TweenVars): gsap.TweenVars | undefined => {
  const from: gsap.TweenVars = {}
  let any = false
  for (const key of Object.keys(to)) {
    const v = state[key]
    if (typeof v === 'number' || (typeof v === 'string' && v !== 'inherit')) {
      from[key] = v
      any = true
    }
  }
  return any ? from : undefined
}

/**
 * One scene as a paused GSAP timeline: per track, the first keyframe is set at its start (the
 * "from" state, with the track's origin and perspective), each next one tweens to its values.
 */
export function buildScene(
  tracks: readonly Track[],
  targets: LayerTargets,
  hooks: FrameHooks,
  vars: gsap.TimelineVars = {},
): gsap.core.Timeline {
  const tl = gsap.timeline({ paused: true, ...vars })
  // Where frame `i` starts and ends over every track (s); Infinity for endless repeats.
  const windows: { start: number; end: number }[] = []
  for (const track of tracks) {
    const els = targets.get(track.name)
    if (!els.length) continue
    let filter: Partial<Record<FilterKey, number>> = {}
    // What the frames so far have set: each next tween starts from it (see `known`).
    const state: gsap.TweenVars = {}
    track.frames.forEach((kf, i) => {
      const to = toVars(kf, filter)
      filter = { ...filter, ...kf.filter }
      const from = known(state, to)
      Object.assign(state, to)
      if (i === 0) {
        const first: gsap.TweenVars = { ...to }
        // An origin the targets already have inline (targets.pin) is not given to GSAP, which
        // would read the computed transform-origin first: a forced layout per layer.
        if (!els.every((el) => targets.pinned(el) === track.origin))
          first.transformOrigin = track.origin
        if (track.perspective) first.transformPerspective = track.perspective
        tl.set(els, first, kf.start / 1000)
        return
      }
      const timing: gsap.TweenVars = {
        duration: kf.duration / 1000,
        ease: kf.ease,
        repeat: kf.repeat,
        yoyo: kf.repeat !== 0 && kf.yoyo,
        stagger: stagger(track, kf, els.length),
      }
      // Start values the frames before set are given: GSAP would read each target's computed
      // style at its first render (a style recalculation per split piece, docs/performance.md).
      const tween = from
        ? gsap.fromTo(els, from, { ...to, ...timing, immediateRender: false })
        : gsap.to(els, { ...to, ...timing })
      tl.add(tween, kf.start / 1000)
      const end = kf.repeat < 0 ? Number.POSITIVE_INFINITY : tween.endTime()
      const w = windows[i]
      windows[i] = w
        ? { start: Math.min(w.start, kf.start / 1000), end: Math.max(w.end, end) }
        : { start: kf.start / 1000, end }
    })
  }
  windows.forEach((w, i) => {
    if (!w) return
    tl.call(hooks.start, [i], w.start)
    if (Number.isFinite(w.end)) tl.call(hooks.end, [i], w.end)
  })
  return tl
}
