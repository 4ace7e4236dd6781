import { linearEasing } from '@strata/core/kit'
import { gsap } from 'gsap'
import type { Track } from './tracks'

/**
 * A scene the browser can play on its own (issue #25): one animation per element, with the
 * times (s) at which the GSAP timeline is brought level with it so its frame events fire.
 */
export interface BrowserPlan {
  animations: { el: HTMLElement; frames: Keyframe[] }[]
  /** Start and end of every tween, and the scene's end, in order (s). */
  marks: number[]
}

const plans = new WeakMap<gsap.core.Animation, () => BrowserPlan | undefined>()

/**
 * The browser plan of a scene timeline `buildScene` made, if it has one: worked out when the
 * scene plays, so a slide built ahead keeps no keyframes it may never use.
 */
export const planOf = (tl: gsap.core.Animation): BrowserPlan | undefined => plans.get(tl)?.()

const onlyOpacity = (motion: Record<string, unknown>) =>
  Object.keys(motion).every((k) => k === 'opacity') && typeof motion.opacity === 'number'

/** Keeps what `planOf(tl)` needs to work out the plan of a scene when it plays. */
export function planScene(
  tracks: readonly Track[],
  els: (track: Track) => readonly Element[],
  tl: gsap.core.Animation,
): void {
  plans.set(tl, () => planOfTracks(tracks, els, tl.duration()))
}

/**
 * The plan of a scene whose every tween fades the opacity of one element from a value its first
 * keyframe sets at 0, one tween after another: nothing GSAP alone can do (transforms, filters,
 * colours, clips, splits, staggers, repeats, waiting frames) and nothing that reads the page.
 * Such a scene moves only opacity, so the compositor can run it with no script a frame.
 * `els` are each track's targets; `duration` is the scene timeline's (s).
 */
function planOfTracks(
  tracks: readonly Track[],
  els: (track: Track) => readonly Element[],
  duration: number,
): BrowserPlan | undefined {
  const animations: BrowserPlan['animations'] = []
  const marks = new Set([duration])
  if (!(duration > 0)) return
  for (const track of tracks) {
    const [el, ...more] = els(track)
    const [first, ...tweens] = track.frames
    if (!(el instanceof HTMLElement) || more.length || animations.some((a) => a.el === el)) return
    if (first?.start !== 0 || !onlyOpacity(first.motion)) return
    let at = 0
    let value = first.motion.opacity as number
    const frames: Keyframe[] = []
    const point = (time: number, opacity: number, ease?: string, ms = 0) => {
      const frame: Keyframe = { offset: time / duration, opacity: `${opacity}` }
      if (ease) frame.easing = linearEasing(gsap.parseEase(ease) as (p: number) => number, ms)
      frames.push(frame)
    }
    for (const kf of tweens) {
      const plain =
        !kf.wait && !kf.repeat && kf.clip === undefined && !Object.keys(kf.filter).length
      if (!plain || Object.keys(kf.colours).length || !onlyOpacity(kf.motion)) return
      const start = kf.start / 1000
      const end = start + kf.duration / 1000
      if (start < at) return
      // Each keyframe's easing shapes the part up to the next one: a hold, then the tween.
      point(at, value)
      point(start, value, kf.ease, kf.duration)
      marks.add(start).add(end)
      at = end
      value = kf.motion.opacity as number
    }
    point(at, value)
    if (at < duration) point(duration, value)
    animations.push({ el, frames })
  }
  if (!animations.length) return
  // To the ms: a tween's end (start + duration) and the timeline's own may differ in the 17th digit.
  const ms = [...new Set([...marks].map((m) => Math.round(m * 1000)))].sort((a, b) => a - b)
  return { animations, marks: ms.map((m) => m / 1000) }
}
