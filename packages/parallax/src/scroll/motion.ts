/**
 * The scroll code, one on-demand chunk (issue #25): GSAP's ScrollTrigger, the module's pass and
 * the scroll-based timeline. `lazy.ts` loads it only for a module whose data turns scroll-based
 * motion on, so mouse parallax and tilt ship and start without it.
 */
export { createScrollSource } from './source'
export { createScrollTimeline } from './timeline'
export { settleImport } from './trigger-use'
