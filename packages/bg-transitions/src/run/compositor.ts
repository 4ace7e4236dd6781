import { filterCss, lerpPose, type Pose, r4, transformCss } from '../plan/pose'
import type { BgFilter } from '../types'
import type { RunnerHost } from './motion-host'
import type { Track } from './runner'

/** A track with its GSAP ease resolved to a function (runner.ts). */
export interface EasedTrack extends Track {
  curve(progress: number): number
}

/** The pose of a track `progress` (0..1, not eased) of the way through its run. */
export function poseAt(t: EasedTrack, progress: number): Pose {
  const pose = lerpPose(t.from, t.to, t.curve(progress))
  if (t.dip) pose.z -= t.dip * Math.sin(Math.PI * progress)
  return pose
}

function atRest(f: BgFilter) {
  return filterCss(f) === 'none'
}

/**
 * The track's run as keyframes sampled from the same poses the frame-by-frame runner writes
 * (GSAP's ease, the dip): transform always, opacity and filter only when they move.
 */
export function keyframesOf(t: EasedTrack, host: Pick<RunnerHost, 'frameSamples'>): Keyframe[] {
  // A keyframe a frame (60 Hz) of the run, at most 61: the browser interpolates between them.
  const count = host.frameSamples(t.duration)
  const frame = keyframeOf(t, false)
  const frames: Keyframe[] = []
  for (let i = 0; i < count; i++) frames.push(frame(poseAt(t, i / (count - 1)), i / (count - 1)))
  return frames
}

/** Writes a track's keyframe: opacity and filter only when the track moves them. */
function keyframeOf(t: EasedTrack, everyTransform: boolean) {
  const fades = t.from.opacity !== t.to.opacity
  const filters = !atRest(t.from.filter) || !atRest(t.to.filter)
  return (pose: Pose, offset: number): Keyframe => {
    const css = transformCss(pose, t.perspective, t.pivot, everyTransform)
    const frame: Keyframe = { offset, transform: css }
    if (fades) frame.opacity = `${r4(pose.opacity)}`
    // Every function in every keyframe: lists that match interpolate smoothly (one that left
    // out those at rest would step between frames).
    if (filters) frame.filter = filterCss(pose.filter, true)
    return frame
  }
}

/** A track's run as a browser animation: its keyframes and, when the ease is not in them, its easing. */
export interface TrackRun {
  frames: Keyframe[]
  easing?: string
}

/**
 * Runs and end poses made, by the pose their track starts from and what else they depend on. A
 * kept plan (run/transition.ts) hands every change that repeats it the same poses, as a grid does
 * to each of its pieces, so its keyframes, easing and end are made once (issue #25: a cube's
 * keyframes, sampled a frame apart, were most of its change's garbage). Poses are only read.
 */
const made = new WeakMap<Pose, Made>()

/** What a track's run and end were made for (besides its first pose), and what was made. */
interface Made {
  key: unknown[]
  run?: TrackRun
  end?: Pose
}

function madeFor(t: EasedTrack): Made {
  const key = [t.to, t.curve, t.duration, t.perspective, t.pivot, t.dip]
  const m = made.get(t.from)
  let i = 0
  while (m && i < key.length && key[i] === m.key[i]) i++
  if (m && i === key.length) return m
  const fresh: Made = { key }
  made.set(t.from, fresh)
  return fresh
}

/** Where a track lands: `poseAt(t, 1)`, made once for a kept plan's track. */
export function endOf(t: EasedTrack): Pose {
  const m = madeFor(t)
  m.end ??= poseAt(t, 1)
  return m.end
}

/**
 * The track's run for `Element.animate`. Without a dip every value moves by the same eased
 * progress, so two keyframes listing every function (they interpolate value by value, as
 * `lerpPose` does) and GSAP's ease as a `linear()` easing sampled a frame apart give the same
 * poses as the sampled keyframes, for less work a change (issue #25: one keyframe pair and a
 * list of numbers instead of a transform string a frame). A dip (a sine on z, not on the eased
 * progress) keeps the sampled keyframes, as does a browser without `linear()` (animateTracks).
 * The keyframes are shared by every change that makes the same run: `animate` only reads them.
 */
export function runOf(
  t: EasedTrack,
  host: Pick<RunnerHost, 'frameSamples' | 'linearEasing'>,
): TrackRun {
  const m = madeFor(t)
  if (!m.run) {
    if (t.dip) m.run = { frames: keyframesOf(t, host) }
    else {
      const frame = keyframeOf(t, true)
      m.run = {
        frames: [frame(t.from, 0), frame(t.to, 1)],
        easing: host.linearEasing(t.curve, t.duration),
      }
    }
  }
  return m.run
}

/** The animation an element last ran, what it ran, and when. */
interface Ran {
  frames: Keyframe[]
  delay: number
  animation: Animation
}
const ran = new WeakMap<Element, Ran>()

/**
 * `el.animate(frames, timing)`, or the animation `el` last ran when it ran these very keyframes
 * and has ended, played again: the kept slots (kept-slots.ts) run a kept plan's keyframes at
 * every change that repeats it, and `animate` parses its keyframes at each call (Chromium: about
 * 70 µs for two, 0.8 ms for the 61 of a cube's sampled turn), where playing an ended animation
 * again takes a few µs (issue #25). The same keyframes mean the same duration and easing
 * (`runOf`); the delay is set again when it differs.
 */
function animateAgain(el: HTMLElement, frames: Keyframe[], timing: KeyframeAnimationOptions) {
  const last = ran.get(el)
  const delay = timing.delay ?? 0
  if (last?.frames === frames && last.animation.playState === 'idle') {
    if (last.delay !== delay) last.animation.effect?.updateTiming({ delay })
    last.delay = delay
    last.animation.play()
    return last.animation
  }
  const animation = el.animate(frames, timing)
  ran.set(el, { frames, delay, animation })
  return animation
}

/**
 * Starts each track as a browser animation (run on the compositor: no script a frame), or
 * returns undefined where an element cannot animate (the runner then writes frames itself).
 * `elapsed` is the run's time by the slider's scheduler: each animation's start is set to
 * match it (`startedAt`), so none is still moving when the run ends.
 * The animations hold their first pose through their delay and never outlive the run: the
 * runner writes the last pose inline and cancels them (`settle`).
 */
export function animateTracks(
  tracks: readonly EasedTrack[],
  elapsed: number,
  host: RunnerHost,
): Animation[] | undefined {
  // Index loops: this runs once a change, before V8 optimises it, where `for…of` allocates.
  for (let i = 0; i < tracks.length; i++)
    if (typeof (tracks[i] as EasedTrack).el.animate !== 'function') return undefined
  const animations: Animation[] = []
  for (let i = 0; i < tracks.length; i++) {
    const t = tracks[i] as EasedTrack
    const duration = Math.max(1, t.duration)
    let animation: Animation
    try {
      const run = runOf(t, host)
      const easing = run.easing ?? 'linear'
      animation = animateAgain(t.el, run.frames, { duration, delay: t.delay, fill: 'both', easing })
    } catch {
      // A browser without `linear()` easings (before Chromium 113, Firefox 112, Safari 17.2)
      // refuses it: the keyframes sampled a frame apart instead. The refusal is the check, as in
      // layers-text's clock (`CSS.supports` cost 3 ms at its first call).
      animation = t.el.animate(keyframesOf(t, host), { duration, delay: t.delay, fill: 'both' })
    }
    animations.push(host.startedAt(animation, t.el, elapsed))
  }
  return animations
}

/**
 * Ends animations: `keep` first writes where each is now into its inline style (a run stopped
 * midway stays where it was, as the frame-by-frame runner leaves it), then all are cancelled.
 */
export function settle(animations: readonly Animation[], keep: boolean): void {
  for (const animation of animations) {
    if (keep)
      try {
        animation.commitStyles()
      } catch {
        // A piece no longer rendered has no pose to keep.
      }
    animation.cancel()
  }
}
