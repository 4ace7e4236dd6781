import type { Slider, SliderOptions } from '@strata/core'
import { useEffect, useLayoutEffect, useRef } from 'react'
import type { SliderConfig } from './context'
import type { SliderStore } from './store'

/** A `createSlider`: `@strata/core`'s, or `@strata/core/prepared`'s for prepared modules. */
export type CreateSlider = (root: HTMLElement, options: SliderOptions) => Slider

/** The server-rendered first slide content, replaced by the client's own build. */
const SSR_CONTENT = ':scope>.strata-ssr'

/**
 * Starts the provider's slider in the returned ref's element after mount and destroys it on
 * unmount. A changed `module`, `plugins` or `options` (the provider keeps equal ones as they
 * were, so identity here means a real change) destroys it and starts another in the same
 * element: no remount, and no paint in between (both happen in one task).
 */
export function useSliderRoot(
  store: SliderStore,
  { module, plugins, options }: SliderConfig,
  createSlider: CreateSlider,
) {
  const ref = useRef<HTMLElement>(null)
  const started = useRef(false)
  const live = useRef<Slider>(null)
  // A plugin may move the root out of React's tree (`@strata/modal` puts it in a <dialog>). React
  // removes it on unmount before the effect's cleanup below runs, and would throw; a layout
  // effect's cleanup runs first, so the slider is destroyed (the root back in place) in time.
  useLayoutEffect(() => () => live.current?.destroy(), [])

  useEffect(() => {
    const root = ref.current
    if (!root) return
    // The server markup is adopted once; a restart (or StrictMode's second mount) builds afresh.
    if (started.current) root.replaceChildren()
    started.current = true
    const slider = createSlider(root, { ...options, module, plugins })
    live.current = slider
    const off = slider.on('slide:build', ({ element }) => {
      element.querySelector(SSR_CONTENT)?.remove()
    })
    store.attach(slider)
    return () => {
      off()
      // Destroyed while still attached: useSliderEvent's listeners hear its `module:destroy`.
      slider.destroy()
      store.attach(null)
    }
  }, [store, module, plugins, options, createSlider])

  return ref
}
