import { createSlider } from '@strata/core'
import { buildShell } from './shell'
import { type SliderProps, type SliderReader, SliderWith } from './slider'

/** Raw module data: the shell and the slider read it with the normaliser. */
const RAW: SliderReader = { shell: buildShell, createSlider }

/**
 * The module's root, for raw module data (inline, a `.json` URL or a REST reference). Inside a
 * `<SliderProvider>` it takes the provider's module; given `module` itself it is its own
 * provider (then `children`, e.g. custom controls, can use the hooks).
 */
export function Slider(props: SliderProps) {
  return <SliderWith reader={RAW} {...props} />
}
