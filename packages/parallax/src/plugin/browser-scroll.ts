import type { Cancel, Scheduler } from '@strata/core'
import { round } from '../math/tilt'
import type { ScrollModifiers } from '../types'
import type { Target } from './targets'

type ScrollTimelineMaker = new (options: { source: Element; axis: 'block' }) => AnimationTimeline

/** An animation on a scroll timeline, ranged over part of it (CSS `animation-range`). */
interface RangedAnimation extends Animation {
  /** Set as a length from the scroll range's start; read back as an object. */
  rangeStart: string | object
  rangeEnd: string | object
}

/** The module's pass on the browser's scroll timeline, and the drift animations on it. */
export interface BrowserScroll {
  /** The pass, 0 (entering at the viewport's bottom) to 1 (leaving at its top). */
  progress(): number
  /**
   * Plays each scroll-modified target's drift on the pass, `scale` px a grid px (from the next
   * read phase, once the pass is measured); the drifts it played before go. Without any, nothing
   * is measured.
   */
  drive(targets: readonly Target[], scale: number): void
  /** Measures the module's place on the page again, in the scheduler's read phase (if it drifts). */
  refresh(): void
  /** Ends the drifts: the layers are as the layer plugin left them. */
  stop(): void
  destroy(): void
}

/** A layer's pose at pass `p` for its scroll modifiers `m`. */
export type PoseAt = (m: ScrollModifiers, p: number) => ScrollModifiers

/**
 * A layer's pose over the pass as keyframes (docs/data-format/parallax.md `mod.sc`): both poses,
 * the drift (`scrollPose`) and the settle (`settlePose`), are linear in the progress on each side
 * of the centre, so the ends and the centre are the whole of them. Only what the modifiers move is
 * animated, as `render` writes only that.
 */
export function poseKeyframes(m: ScrollModifiers, scale: number, poseAt: PoseAt): Keyframe[] {
  const frames: Keyframe[] = []
  for (let i = 0; i <= 2; i++) {
    const p = poseAt(m, i / 2)
    const frame: Keyframe = { offset: i / 2 }
    if (m.x || m.y || m.rotation)
      frame.transform = `translate3d(${round(p.x * scale)}px, ${round(p.y * scale)}px, 0px) rotate(${round(p.rotation)}deg)`
    if (m.opacity !== 1) frame.opacity = `${round(p.opacity)}`
    if (m.blur) frame.filter = `blur(${round(p.blur * scale)}px)`
    frames.push(frame)
  }
  return frames
}

/**
 * A pose's keyframes as the effects that play them, each with its composite operation: one
 * effect replacing what it animates; or, `additive` (the pointer writes the transform inline),
 * the transform added to the pointer's (the lists concatenate: the same translate the script
 * would sum) and opacity and blur in an effect of their own, as adding those would not give the
 * pose. Chromium runs only replacing effects on the compositor, so only the pointer's case adds.
 */
export function effectsOf(
  frames: readonly Keyframe[],
  additive: boolean,
): Array<[Keyframe[], CompositeOperation]> {
  if (!additive) return [[[...frames], 'replace']]
  const moves = frames.map(({ offset, transform }) => ({ offset, transform }))
  const looks = frames.map(({ transform: _, ...rest }) => rest)
  const out: Array<[Keyframe[], CompositeOperation]> = []
  if (frames[0]?.transform) out.push([moves, 'add'])
  if (Object.keys(looks[0] ?? {}).length > 1) out.push([looks, 'replace'])
  return out
}

/**
 * The module's pass as a range of the page's `ScrollTimeline` (issue #25: scroll modifiers and the
 * scroll-based timeline drawn by the browser, so a scrolled frame runs no script and the scroll
 * code, ScrollTrigger with it, is not downloaded). The pass is ScrollTrigger's `top bottom` to
 * `bottom top` on the page's scroll, measured as it measures it: when the slide is taken, the
 * layout changes, the module comes into view, the window is resized and the page has loaded.
 * Undefined where the browser has no scroll timeline with ranges.
 */
export function createBrowserScroll(
  root: HTMLElement,
  scheduler: Scheduler,
  /** The pose over the pass: the drift of scroll modifiers, or the scroll-based timeline's settle. */
  poseAt: PoseAt,
  /**
   * The pointer moves the layers too (mouse parallax): its offsets stay the script's inline
   * transform, and the scroll pose's transform is added to it.
   */
  additive: boolean,
): BrowserScroll | undefined {
  const doc = root.ownerDocument
  const view = doc.defaultView as
    | (Window & { ScrollTimeline?: ScrollTimelineMaker; Animation?: { prototype: object } })
    | null
  const page = doc.scrollingElement
  const Timeline = view?.ScrollTimeline
  // A browser with scroll timelines but without ranges would play the drift over the page.
  if (
    !view ||
    !page ||
    typeof Timeline !== 'function' ||
    typeof root.animate !== 'function' ||
    !('rangeStart' in (view.Animation?.prototype ?? {}))
  )
    return undefined
  let timeline: AnimationTimeline
  try {
    timeline = new Timeline({ source: page, axis: 'block' })
  } catch {
    return undefined
  }
  let start = 0
  let end = 0
  let measured = false
  // A measure asked for: `asked` is cleared as it runs (a read phase may run it at once).
  let asked = false
  let cancel: Cancel | undefined
  let wanted: { targets: readonly Target[]; scale: number } | undefined
  let running: RangedAnimation[] = []
  const stop = () => {
    for (const a of running) a.cancel()
    running = []
  }
  const measure = () => {
    asked = false
    const box = root.getBoundingClientRect()
    start = box.top + view.scrollY - view.innerHeight
    end = box.top + view.scrollY + box.height
    measured = true
    if (wanted) {
      const { targets, scale } = wanted
      wanted = undefined
      stop()
      for (const t of targets)
        if (t.scrolls)
          for (const [frames, composite] of effectsOf(
            poseKeyframes(t.motion.scroll, scale, poseAt),
            additive,
          ))
            running.push(
              t.wrapper.animate(frames, { timeline, fill: 'both', composite }) as RangedAnimation,
            )
    }
    for (const a of running) {
      a.rangeStart = `${start}px`
      a.rangeEnd = `${end}px`
    }
  }
  const ask = () => {
    if (asked) return
    asked = true
    cancel = scheduler.read(measure)
  }
  // Nothing measured for a slide without scroll poses (most mouse modules have none).
  const refresh = () => {
    if (wanted || running.length) ask()
  }
  view.addEventListener('resize', refresh)
  view.addEventListener('load', refresh)
  return {
    progress: () =>
      measured ? Math.min(1, Math.max(0, (view.scrollY - start) / (end - start || 1))) : 0.5,
    drive(targets, scale) {
      wanted = undefined
      if (!targets.some((t) => t.scrolls)) return stop()
      // The drifts before go in the same frame as these come (a rescale shows no rest pose).
      wanted = { targets, scale }
      ask()
    },
    refresh,
    stop() {
      wanted = undefined
      stop()
    },
    destroy() {
      cancel?.()
      asked = false
      wanted = undefined
      stop()
      view.removeEventListener('resize', refresh)
      view.removeEventListener('load', refresh)
    },
  }
}
