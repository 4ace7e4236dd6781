import type { Slider, SliderEvents } from '@strata/core'

/** A slide event as the navigation fixture records it, stamped with performance.now(). */
export type RecordedEvent =
  | ({ type: 'slide:before'; t: number } & SliderEvents['slide:before'])
  | ({ type: 'slide:after'; t: number } & SliderEvents['slide:after'])

declare global {
  interface Window {
    /** The core-nav-fixture demo's slider. */
    __slider?: Slider
    /** Every slide:before / slide:after payload of the core-nav-fixture demo, in order. */
    __events?: RecordedEvent[]
  }
}
