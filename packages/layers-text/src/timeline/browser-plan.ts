import { linearEasing } from '@strata/core/kit'
import type { Fade } from './fade-scene'

/**
 * A scene the browser can play on its own (issue #25): one animation per element, with the
 * times (s) at which the scene is brought level with it so its frame events fire.
 */
export interface BrowserPlan {
  /**
   * Each element's keyframes; with `timing`, played as given (a scene that never ends,
   * loop-plan.ts), else over the scene's length, held at its end.
   */
  animations: { el: HTMLElement; frames: Keyframe[]; timing?: KeyframeAnimationOptions }[]
  /**
   * Start and end of every tween, and the scene's end, in order (s); for a loop scene
   * (`period`), where its frame events fall within one cycle.
   */
  marks: number[]
  /** The scene never ends (a loop, or a keyframe repeating forever): only a stop ends it. @default false */
  endless?: boolean
  /** A loop scene's cycle (s): its marks come round each cycle. @default undefined (they do not) */
  period?: number
}

const plans = new WeakMap<object, () => BrowserPlan | undefined>()

/**
 * The browser plan of a scene, if it has one (a fade scene's, fade-scene.ts): worked out when
 * the scene plays, so a slide built ahead keeps no keyframes it may never use.
 */
export function planOf(scene: object): BrowserPlan | undefined {
  return plans.get(scene)?.()
}

/**
 * Keeps how to work out `scene`'s plan when it plays (`make` may find it has none: it then
 * moves frame by frame).
 */
export function planWith(scene: object, make: () => BrowserPlan | undefined): void {
  plans.set(scene, make)
}

/**
 * Keeps what `planOf(scene)` needs to work out the plan of a fade scene `duration` (s) long
 * (`settle` first reads the starts it takes from the page), and the plan once worked out: a
 * slide kept built plays its scenes again (issue #25: its keyframes, eases and marks made once,
 * not at every play). Returns what drops it: a fade that starts where its element is may start
 * elsewhere next time.
 */
export function planScene(
  scene: object,
  fades: readonly Fade[],
  duration: number,
  settle: () => void,
): () => void {
  let plan: BrowserPlan | undefined
  planWith(scene, () => {
    settle()
    plan ??= planOfFades(fades, duration)
    return plan
  })
  return () => {
    plan = undefined
  }
}

/**
 * One animation per element: each tween's part of the scene eased as GSAP eases it (a
 * `linear()` sampled a frame apart), holds in between. Such a scene moves only opacity, so the
 * compositor can run it with no script a frame.
 */
function planOfFades(fades: readonly Fade[], duration: number): BrowserPlan {
  const marks = new Set([duration])
  const animations = fades.map(({ el, from, tweens }) => {
    const frames: Keyframe[] = []
    const point = (time: number, opacity: number, ease?: (p: number) => number, ms = 0) => {
      const frame: Keyframe = { offset: time / duration, opacity: `${opacity}` }
      if (ease) frame.easing = linearEasing(ease, ms)
      frames.push(frame)
    }
    let at = 0
    let value = from
    for (const tw of tweens) {
      // Each keyframe's easing shapes the part up to the next one: a hold (none when the tween
      // starts where the last ended: a keyframe less for the browser to read), then the tween.
      if (tw.start > at) point(at, value)
      point(tw.start, value, tw.ease, (tw.end - tw.start) * 1000)
      marks.add(tw.start).add(tw.end)
      at = tw.end
      value = tw.to
    }
    point(at, value)
    if (at < duration) point(duration, value)
    return { el, frames }
  })
  // To the ms: a tween's end (start + duration) and the timeline's own may differ in the 17th digit.
  const ms = [...new Set([...marks].map((m) => Math.round(m * 1000)))].sort((a, b) => a - b)
  return { animations, marks: ms.map((m) => m / 1000) }
}
