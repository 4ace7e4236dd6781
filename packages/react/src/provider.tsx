import type { AnyPlugin, ModuleSource } from '@strata/core'
import { type ReactNode, useMemo, useState } from 'react'
import { ConfigContext, type SliderProviderOptions, StoreContext } from './context'
import { sameModule, sameOptions, samePlugins, useSameValue } from './same-config'
import { createSliderStore } from './store'

/** No plugins: one shared empty list. */
const NO_PLUGINS: readonly AnyPlugin[] = []

export interface SliderProviderProps {
  /**
   * Module data (inline object), a `.json` URL, or a REST reference (`{ id }`, `{ alias }`).
   * Inline data is compared by identity; a URL or a reference by value.
   */
  module: ModuleSource
  /**
   * Plugins, compared by value: the same names in the same order with equal options (plain
   * data; functions by reference) keep the slider running, so `[nav()]` may be written inline.
   * @default []
   */
  plugins?: readonly AnyPlugin[]
  /**
   * The rest of `createSlider`'s options (rest, backend, scheduler, fetch), compared by value
   * like `plugins` (`fetch` and `scheduler` by reference). @default undefined
   */
  options?: SliderProviderOptions
  children?: ReactNode
}

/**
 * Holds one slider for the `<Slider />` inside it and the hooks below it. The slider starts when
 * `<Slider />` mounts, is destroyed when it unmounts, and is re-initialised in place (same root
 * element) when `module`, `plugins` or `options` change. A new but equal value is no change
 * (as in Embla and Keen), so a parent that re-renders does not restart the slider.
 */
export function SliderProvider({
  module,
  plugins = NO_PLUGINS,
  options,
  children,
}: SliderProviderProps) {
  const [store] = useState(createSliderStore)
  const source = useSameValue(module, sameModule)
  const list = useSameValue(plugins, samePlugins)
  const rest = useSameValue(options, sameOptions)
  const config = useMemo(
    () => ({ module: source, plugins: list, options: rest }),
    [source, list, rest],
  )
  return (
    <StoreContext.Provider value={store}>
      <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
    </StoreContext.Provider>
  )
}
