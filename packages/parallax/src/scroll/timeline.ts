import { gsap } from 'gsap'
import { REST_POSE } from '../math/scroll'
import type { ScrollModifiers } from '../types'
import { quietTicker } from './ticker'

/** A scroll-driven timeline: poses moved by scroll progress, never by time. */
export interface ScrollTimelinePlayer {
  /** Moves the timeline to `progress` (0..1) and returns each layer's pose, by index. */
  seek(progress: number): readonly ScrollModifiers[]
  destroy(): void
}

/**
 * The slide's scroll-based timeline (docs/behaviour.md §4 "Scroll-based timing"): each layer goes
 * from its scroll modifiers' pose to rest, one GSAP timeline over plain pose objects (the
 * parallax writer composes them with the pointer's offsets into one transform per layer).
 */
export function createScrollTimeline(
  modifiers: readonly ScrollModifiers[],
  ease = 'none',
): ScrollTimelinePlayer {
  const poses = modifiers.map((m) => ({ ...m }))
  const tl = gsap.timeline({ paused: true })
  for (const [i, pose] of poses.entries())
    tl.fromTo(
      pose,
      { ...modifiers[i] },
      { ...REST_POSE, duration: 1, ease, immediateRender: true },
      0,
    )
  quietTicker()
  return {
    seek(progress) {
      tl.progress(progress)
      quietTicker()
      return poses
    },
    destroy() {
      tl.kill()
      quietTicker()
    },
  }
}
