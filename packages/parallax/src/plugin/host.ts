import { quietTicker } from '@strata/core/kit'

/**
 * What the on-demand chunks (./setup-parallax.ts and the scroll code it loads) take from the
 * first download, handed to them by the plugin rather than imported: a module that the entry and
 * a chunk both import ends up in a chunk of its own, a second file every page with parallax
 * downloads with its own gzip stream (docs/performance.md, issue #25). The chunks' modules
 * import this one only as a type.
 */
export const host = {
  /**
   * Core's: GSAP wakes its ticker when an animation is made or moved; the scroll code's are
   * paused and moved by scroll or by the slider's scheduler, so it goes back to sleep when
   * nothing else runs (no pending frame left after a module is destroyed).
   */
  quietTicker,
}

/** The helpers the plugin hands to the parallax runtime chunk. */
export type ParallaxHost = typeof host
