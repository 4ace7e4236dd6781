import type { Slider } from '@strata/core'

declare global {
  interface Window {
    /** The nav fixture's slider. */
    __navSlider?: Slider
    /** The last `slideshow:progress` value the nav fixture saw (0..1). */
    __navProgress?: number
    /** Every `slide:after` index of the nav fixture, in order. */
    __navSlides?: number[]
  }
}
