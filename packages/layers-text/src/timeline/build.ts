import type { gsap } from 'gsap'
import { gsapLoaded } from './gsap-chunk'
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
 * One scene as a paused GSAP timeline: per track, the first keyframe is set at its start (the
 * "from" state, with the track's origin and perspective), each next one tweens to its values.
 */
export function buildScene(
  tracks: readonly Track[],
  targets: LayerTargets,
  hooks: FrameHooks,
  vars: gsap.TimelineVars = {},
): gsap.core.Timeline {
  const gsap = gsapLoaded()
  const tl = gsap.timeline({ paused: true, ...vars })
  // Where frame `i` starts and ends over every track (s); Infinity for endless repeats.
  const windows: { start: number; end: number }[] = []
  for (const track of tracks) {
    const els = targets.get(track.name)
    if (!els.length) continue
    let filter: Partial<Record<FilterKey, number>> = {}
    track.frames.forEach((kf, i) => {
      const to = toVars(kf, filter)
      filter = { ...filter, ...kf.filter }
      if (i === 0) {
        const from: gsap.TweenVars = { ...to }
        // An origin the targets already have inline (targets.pin) is not given to GSAP, which
        // would read the computed transform-origin first: a forced layout per layer.
        if (!els.every((el) => targets.pinned(el) === track.origin))
          from.transformOrigin = track.origin
        if (track.perspective) from.transformPerspective = track.perspective
        tl.set(els, from, kf.start / 1000)
        return
      }
      const tween = gsap.to(els, {
        ...to,
        duration: kf.duration / 1000,
        ease: kf.ease,
        repeat: kf.repeat,
        yoyo: kf.repeat !== 0 && kf.yoyo,
        stagger: stagger(track, kf, els.length),
      })
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
