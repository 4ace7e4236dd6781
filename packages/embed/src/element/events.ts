import type { EventName, Slider, Unsubscribe } from '@strata/core'

/**
 * Core's events a `<strata-slider>` re-sends as DOM events. `slideshow:progress` (every frame) and
 * the build/release events (internal) stay on `element.slider.on(...)`.
 */
export const FORWARDED_EVENTS = [
  'slide:before',
  'slide:after',
  'slide:remove',
  'slideshow:state',
  'viewport:change',
  'layout:change',
  'motion:change',
  'module:ready',
  'module:report',
] as const satisfies readonly EventName[]

/** `slide:after` -> `strata:slide-after`: the DOM name of a slider event. */
export function domEventName(type: string): string {
  return `strata:${type.replace(/:/g, '-')}`
}

/**
 * Re-sends the slider's events on `target` as bubbling `CustomEvent`s whose `detail` is the
 * event's payload. The returned function stops it.
 */
export function forwardEvents(
  slider: Slider,
  target: EventTarget,
  types: readonly EventName[] = FORWARDED_EVENTS,
): Unsubscribe {
  const offs = types.map((type) =>
    slider.on(type, (detail: unknown) => {
      target.dispatchEvent(new CustomEvent(domEventName(type), { detail, bubbles: true }))
    }),
  )
  return () => {
    for (const off of offs.splice(0)) off()
  }
}
