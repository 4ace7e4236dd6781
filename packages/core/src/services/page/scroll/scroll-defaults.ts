/** docs/behaviour.md §9: the default scroll speed of an action, in ms. */
export const DEFAULT_SCROLL_SPEED = 1000
/** The scroll's ease when the data names none (GSAP's name). */
export const DEFAULT_SCROLL_EASE = 'power1.inOut'
