/**
 * Ended browser animations kept for the next element that plays the same keyframes.
 * `Element.animate` parses its keyframes at each call (in Chromium about 55 µs for a fade's two
 * with a `linear()` easing, 80–100 µs on the real-export bench page), where an ended animation
 * given a new target and played again costs a few µs (issue #25): slide after slide, a module's
 * layers fade in with the same few scenes. When none of a kind has ended (a slide's layers all
 * fading out at once), the effect of one made before is copied, parsed keyframes and all.
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
 * 10 changes on the bench's real-export row, docs/performance-log.md "Forty-fourth session").
 */
export const KEEP = 48

/**
 * Kinds kept at most: a fade that starts where its element is (an `out` from part way through
 * a fade) or at a value drawn at random makes a kind no other plays, so the pool starts over
 * past this many rather than grow for as long as the page is open.
 */
export const KINDS = 256

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

/**
 * A new animation of `source`'s keyframes and timing on `el`: copying an effect takes its parsed
 * keyframes (Chromium: about 5 µs, where `animate` parses them again in 30–100), undefined where
 * the DOM has no `KeyframeEffect` or refuses.
 */
function copyOf(source: KeyframeEffect, el: Element): Animation | undefined {
  try {
    const effect = new KeyframeEffect(source)
    effect.target = el
    const animation = new Animation(effect, el.ownerDocument.timeline)
    animation.play()
    return animation
  } catch {
    // No `KeyframeEffect` in this DOM: animated anew.
  }
}

export function createAnimationPool(): AnimationPool {
  const idle = new Map<string, Animation[]>()
  const kinds = new WeakMap<Animation, string>()
  /** An effect of each kind made, to copy when none has ended. */
  const sources = new Map<string, KeyframeEffect>()
  return {
    animate(el, frames, duration) {
      const kind = `${duration} ${textOf(frames)}`
      // Kept only with an effect (`release`).
      const kept = idle.get(kind)?.pop()
      if (kept) {
        ;(kept.effect as KeyframeEffect).target = el
        kept.play()
        return kept
      }
      const source = sources.get(kind)
      let animation = source && copyOf(source, el)
      if (!animation) {
        animation = el.animate(frames, { duration, fill: 'forwards' })
        if (sources.size >= KINDS) {
          sources.clear()
          idle.clear()
        }
        sources.set(kind, animation.effect as KeyframeEffect)
      }
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
