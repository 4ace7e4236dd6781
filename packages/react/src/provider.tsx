import type { AnyPlugin, ModuleSource } from '@strata/core'
import { type ReactNode, useMemo, useState } from 'react'
import { ConfigContext, type SliderProviderOptions, StoreContext } from './context'
import { createSliderStore } from './store'

/** No plugins: one shared empty list, so leaving the prop out never re-initialises. */
const NO_PLUGINS: readonly AnyPlugin[] = []

export interface SliderProviderProps {
  /** Module data (inline object), a `.json` URL, or a REST reference (`{ id }`, `{ alias }`). */
  module: ModuleSource
  /**
   * Plugins, compared by identity: a new array re-initialises the slider, so keep it stable
   * (module scope or `useMemo`). @default []
   */
  plugins?: readonly AnyPlugin[]
  /**
   * The rest of `createSlider`'s options (rest, backend, scheduler, fetch), compared by
   * identity like `plugins`. @default undefined
   */
  options?: SliderProviderOptions
  children?: ReactNode
}

/**
 * Holds one slider for the `<Slider />` inside it and the hooks below it. The slider starts when
 * `<Slider />` mounts, is destroyed when it unmounts, and is re-initialised in place (same root
 * element) when `module`, `plugins` or `options` change identity.
 */
export function SliderProvider({
  module,
  plugins = NO_PLUGINS,
  options,
  children,
}: SliderProviderProps) {
  const [store] = useState(createSliderStore)
  const config = useMemo(() => ({ module, plugins, options }), [module, plugins, options])
  return (
    <StoreContext.Provider value={store}>
      <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
    </StoreContext.Provider>
  )
}
