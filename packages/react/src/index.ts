'use client'
// Public entry of @strata/react: the directive keeps it a client module in React Server Components.

export type { SliderProviderOptions } from './context'
export { useSlider, useSliderEvent, useSliderState } from './hooks'
export { SliderProvider, type SliderProviderProps } from './provider'
export { Slider } from './raw-slider'
export { buildShell, type SliderShell } from './shell'
export type { SliderProps, SliderRootProps } from './slider'
export { EMPTY_STATE } from './store'
