import type { gsap } from 'gsap'
import type { ParallaxHost } from '../plugin/host'
import type { ScrollModifiers } from '../types'
import { createScrollSource, type ScrollSource, type ScrollSourceOptions } from './source'
import { createScrollTimeline, type ScrollTimelinePlayer } from './timeline'

/**
 * The scroll code, one on-demand chunk (issue #25): GSAP's ScrollTrigger, the module's pass and
 * the scroll-based timeline. `lazy.ts` loads it only for a module whose data turns scroll-based
 * motion on, so mouse parallax and tilt ship and start without it.
 */
export { settleImport } from './trigger-use'

/**
 * What the scroll code takes from its loader rather than importing it: core's helper from the
 * first download (../plugin/host.ts) and the rest pose the runtime chunk holds (math/scroll.ts).
 * Imported, each would be a file of its own that both sides load (docs/performance.md, issue #25).
 */
export interface ScrollHost extends ParallaxHost {
  /** A layer without scroll modifiers: where the scroll-based timeline takes each layer. */
  restPose: ScrollModifiers
}

/**
 * GSAP, which the loader asks for beside this chunk (lazy.ts) rather than the chunk importing
 * it: layers-text loads GSAP on its own, and a module both chunks imported would be a file of
 * its own in a site's bundle, asked for only once one of them had arrived (issue #25).
 */
export interface GsapHost extends ParallaxHost {
  gsap: typeof gsap
}

/** The scroll code's host: its loader's helpers, the rest pose and GSAP. */
export type MotionHost = ScrollHost & GsapHost

/** The scroll code with its host given. */
export interface ScrollMotion {
  createScrollSource(o: ScrollSourceOptions): ScrollSource
  createScrollTimeline(
    root: HTMLElement,
    modifiers: readonly ScrollModifiers[],
    onUpdate: () => void,
  ): ScrollTimelinePlayer
}

/** The scroll code bound to `host` (the loader does it once, as the chunk arrives). */
export function scrollMotionWith(host: MotionHost): ScrollMotion {
  return {
    createScrollSource: (o) => createScrollSource(o, host),
    createScrollTimeline: (root, modifiers, onUpdate) =>
      createScrollTimeline(root, modifiers, onUpdate, host),
  }
}
