'use client'
// `@strata/react/prepared`: the same components and hooks for prepared modules (`prepareModule`,
// `@strata/core/ssr`): neither the server shell nor the client bundle holds the normaliser
// (docs/data-format/prepared.md). The directive keeps it a client module in React Server Components.

export type { SliderProviderOptions } from './context'
export { useSlider, useSliderEvent, useSliderState } from './hooks'
export { buildPreparedShell } from './prepared-shell'
export { Slider } from './prepared-slider'
export { SliderProvider, type SliderProviderProps } from './provider'
export type { SliderShell } from './shell-markup'
export type { SliderProps, SliderRootProps } from './slider'
export { EMPTY_STATE } from './store'
