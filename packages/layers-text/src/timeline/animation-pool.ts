/**
 * Ended browser animations kept for the next element that plays the same keyframes.
 * `Element.animate` parses its keyframes at each call (in Chromium about 55 µs for a fade's two
 * with a `linear()` easing), where an ended animation given a new target and played again costs
 * a few µs (issue #25): slide after slide, a module's layers fade in with the same few scenes.
 * One pool a clock, so a module's animations stay on its own document's timeline.
 */
export interface AnimationPool {
  /**
   * `el.animate(frames, { duration, fill: 'forwards' })`, or a kept animation of the same.
   * `frames` is read as text once per list: a list must not change once animated.
   */
  animate(el: Element, frames: Keyframe[], duration: number): Animation
  /** Cancels `animation` and keeps it, its target let go, for the next `animate` of its kind. */
  release(animation: Animation): void
}

/**
 * Ended animations kept a kind of keyframes: every layer of a real export's slide fades out with
 * the same `out` (25–30 layers; with 12 kept, each change made 15 anew: script CPU +16 ms over
 * 10 changes on the bench's real-export row, docs/performance.md "Forty-fourth session").
 */
export const KEEP = 48

/** Keyframes as text, once per list: a fade scene plays the same list each time (browser-plan.ts). */
const texts = new WeakMap<Keyframe[], string>()
function textOf(frames: Keyframe[]): string {
  let text = texts.get(frames)
  if (text === undefined) {
    text = JSON.stringify(frames)
    texts.set(frames, text)
  }
  return text
}

export function createAnimationPool(): AnimationPool {
  const idle = new Map<string, Animation[]>()
  const kinds = new WeakMap<Animation, string>()
  return {
    animate(el, frames, duration) {
      const kind = `${duration} ${textOf(frames)}`
      const kept = idle.get(kind)?.pop()
      const effect = kept?.effect as KeyframeEffect | null | undefined
      if (kept && effect) {
        effect.target = el
        kept.play()
        return kept
      }
      const animation = el.animate(frames, { duration, fill: 'forwards' })
      kinds.set(animation, kind)
      return animation
    },
    release(animation) {
      animation.cancel()
      const kind = kinds.get(animation)
      const effect = animation.effect as KeyframeEffect | null
      if (kind === undefined || !effect) return
      // An element no longer shown must not be held by an animation waiting here.
      effect.target = null
      const list = idle.get(kind) ?? []
      idle.set(kind, list)
      if (list.length < KEEP) list.push(animation)
    },
  }
}
