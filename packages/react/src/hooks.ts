import type { EventHandler, EventName, Slider, SliderState } from '@strata/core'
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import { useStore } from './context'
import { EMPTY_STATE } from './store'

// useLayoutEffect warns on the server; the handler ref only matters in the browser.
const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * The provider's live slider (null before `<Slider />` mounts); re-renders when it is replaced.
 * Throws outside a `<SliderProvider>`.
 */
export function useSlider(): Slider | null {
  const store = useStore('useSlider()')
  return useSyncExternalStore(store.subscribe, store.getSlider, () => null)
}

/**
 * A value picked from `slider.state`; the component re-renders only when the picked value
 * changes (by `isEqual`). State snapshots are immutable, so `s => s.index` is cheap; a selector
 * that builds a new object each time needs an `isEqual` that compares its fields.
 */
export function useSliderState<T>(
  selector: (state: SliderState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useStore('useSliderState()')
  // The last (state, selector) -> value, so getSnapshot returns the same value until it changes.
  const memo = useRef<{ state: SliderState; selector: typeof selector; value: T } | null>(null)
  const pick = (state: SliderState): T => {
    const last = memo.current
    if (last && last.state === state && last.selector === selector) return last.value
    const next = selector(state)
    const value = last && isEqual(last.value, next) ? last.value : next
    memo.current = { state, selector, value }
    return value
  }
  // Hydration renders what the server did (no slider there), even in a boundary that hydrates
  // after the slider started; React then re-renders with the live state.
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.getState()),
    () => pick(EMPTY_STATE),
  )
}

/**
 * Calls `handler` on every `name` event of the provider's slider, across re-initialisations.
 * The latest handler runs without re-subscribing, so an inline function is fine.
 */
export function useSliderEvent<K extends EventName>(name: K, handler: EventHandler<K>): void {
  const store = useStore('useSliderEvent()')
  const latest = useRef(handler)
  useIsoLayoutEffect(() => {
    latest.current = handler
  })
  useEffect(() => store.listen(name, (payload) => latest.current(payload)), [store, name])
}
