import { ScrollTrigger } from 'gsap/ScrollTrigger'
import type { ScrollModifiers } from '../types'
import type { MotionHost } from './motion'
import { useScrollTrigger } from './trigger-use'

/** A scroll-driven timeline: poses moved by scroll, never by time. */
export interface ScrollTimelinePlayer {
  /** Each layer's pose now, by index. */
  poses(): readonly ScrollModifiers[]
  /** Measure the module's place on the page again (call in a read phase). */
  refresh(): void
  destroy(): void
}

/**
 * The slide's scroll-based timeline (docs/behaviour.md §4 "Scroll-based timing freezes the content
 * while the module passes through the viewport"): one GSAP tween takes each layer from its scroll
 * modifiers' pose to rest, scrubbed by a ScrollTrigger from the module's top at the viewport's
 * bottom to the module centred; past that it holds its end, so the content stays frozen while
 * the module passes. The tweens move plain pose objects: the parallax writer composes them with
 * the pointer's offsets into one transform per layer, on each `onUpdate`. `host`: core's helpers,
 * the rest pose and GSAP (./motion.ts).
 */
export function createScrollTimeline(
  root: HTMLElement,
  modifiers: readonly ScrollModifiers[],
  onUpdate: () => void,
  host: MotionHost,
): ScrollTimelinePlayer {
  const { gsap } = host
  const release = useScrollTrigger(host)
  const rest = host.restPose
  const poses = modifiers.map((m) => ({ ...m }))
  const from = (key: keyof ScrollModifiers) => (i: number) => modifiers[i]?.[key] ?? rest[key]
  const tween = gsap.fromTo(
    poses,
    {
      x: from('x'),
      y: from('y'),
      opacity: from('opacity'),
      blur: from('blur'),
      rotation: from('rotation'),
    },
    { ...rest, duration: 1, ease: 'none', paused: true, onUpdate },
  )
  const trigger = ScrollTrigger.create({
    trigger: root,
    // The page's scroll, named by its root element (see createScrollSource).
    scroller: root.ownerDocument.documentElement,
    start: 'top bottom',
    end: 'center center',
    animation: tween,
    scrub: true,
  })
  host.quietTicker(gsap)
  return {
    poses: () => poses,
    refresh: () => trigger.refresh(),
    destroy() {
      trigger.kill()
      tween.kill()
      release()
      host.quietTicker(gsap)
    },
  }
}
