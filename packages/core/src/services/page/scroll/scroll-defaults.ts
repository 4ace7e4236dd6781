/** docs/behaviour.md §9: the default scroll speed of an action, in ms. */
export const DEFAULT_SCROLL_SPEED = 1000
/** The scroll's ease when the data names none (GSAP's name). */
export const DEFAULT_SCROLL_EASE = 'power1.inOut'

/**
 * The two defaults as the scroll chunk (`scroll-to.ts`) is handed them by its loader
 * (`scroll-anchor.ts`) rather than importing them: this module is in the first download (the
 * page entry exports the constants), and a chunk importing it would make it a file of its own
 * there (docs/performance.md, issue #25).
 */
export const SCROLL_DEFAULTS = { speed: DEFAULT_SCROLL_SPEED, ease: DEFAULT_SCROLL_EASE } as const

/** The defaults a scroll uses where its options give none. */
export interface ScrollDefaults {
  speed: number
  ease: string
}
