import { createSlider } from '@strata/core/prepared'
import { buildPreparedShell } from './prepared-shell'
import { type SliderProps, type SliderReader, SliderWith } from './slider'

/** A prepared module (`prepareModule`): the shell and the slider read its model as it is. */
const PREPARED: SliderReader = { shell: buildPreparedShell, createSlider }

/**
 * The module's root, for a prepared module (`prepareModule`, `@strata/core/ssr`): its server
 * shell and its slider read the model without the normaliser. Raw data still shows, its
 * normaliser loaded on demand and without a server shell. Inside a `<SliderProvider>` it takes
 * the provider's module; given `module` itself it is its own provider.
 */
export function Slider(props: SliderProps) {
  return <SliderWith reader={PREPARED} {...props} />
}
