import type { gsap } from 'gsap'
import type { ParallaxHost } from '../plugin/host'
import { createScrollSource, type ScrollSource, type ScrollSourceOptions } from './source'

/**
 * The scroll code, one on-demand chunk (issue #25): GSAP's ScrollTrigger and the module's pass
 * (the scroll-based timeline's pose is drawn from the pass too, math/scroll.ts `settlePose`).
 * `lazy.ts` loads it only for a module whose data turns scroll-based motion on, so mouse
 * parallax and tilt ship and start without it.
 */
export { settleImport } from './trigger-use'

/**
 * What the scroll code takes from its loader rather than importing it: core's helper from the
 * first download (`ParallaxHost`, ../plugin/host.ts), and GSAP, which the loader asks for beside
 * this chunk (lazy.ts): layers-text loads GSAP on its own, and a module both chunks imported
 * would be a file of its own in a site's bundle, asked for only once one of them had arrived
 * (issue #25).
 */
export interface GsapHost extends ParallaxHost {
  gsap: typeof gsap
}

/** The scroll code with its host given. */
export interface ScrollMotion {
  createScrollSource(o: ScrollSourceOptions): ScrollSource
}

/** The scroll code bound to `host` (the loader does it once, as the chunk arrives). */
export function scrollMotionWith(host: GsapHost): ScrollMotion {
  return {
    createScrollSource: (o) => createScrollSource(o, host),
  }
}
