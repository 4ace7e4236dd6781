import type { AnyPlugin, ModuleSource, SliderOptions } from '@strata/core'
import { createContext, useContext } from 'react'
import type { SliderStore } from './store'

/** `createSlider` options other than the module and plugins (REST, backend, scheduler, fetch). */
export type SliderProviderOptions = Omit<SliderOptions, 'module' | 'plugins'>

/** What `<Slider />` needs to start the slider: the provider's props. */
export interface SliderConfig {
  module: ModuleSource
  plugins: readonly AnyPlugin[]
  options: SliderProviderOptions | undefined
}

export const StoreContext = createContext<SliderStore | null>(null)
export const ConfigContext = createContext<SliderConfig | null>(null)

/** The provider's store; a clear error naming the hook (or component) when there is none. */
export function useStore(caller: string): SliderStore {
  const store = useContext(StoreContext)
  if (!store)
    throw new Error(
      `[strata] ${caller} must be used inside <SliderProvider> (or a <Slider module={...}>); none was found above it`,
    )
  return store
}
