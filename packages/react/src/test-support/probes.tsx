import type { EventName, Slider, SliderEvents, SliderState } from '@strata/core'
import { useSlider, useSliderEvent, useSliderState } from '../hooks'

/** Hands each render's `useSlider()` value to `onSlider`. */
export function Grab({ onSlider }: { onSlider: (slider: Slider | null) => void }) {
  onSlider(useSlider())
  return null
}

/** Hands each render's selected state to `onValue`. */
export function Pick<T>({
  select,
  onValue,
}: {
  select: (state: SliderState) => T
  onValue: (value: T) => void
}) {
  onValue(useSliderState(select))
  return null
}

/** Calls `handler` on each `name` event, through useSliderEvent. */
export function Listen<K extends EventName>({
  name,
  handler,
}: {
  name: K
  handler: (payload: SliderEvents[K]) => void
}) {
  useSliderEvent(name, handler)
  return null
}
