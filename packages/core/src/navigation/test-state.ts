import { initialState as start } from '../runtime/state-store'
import type { SliderState } from '../types/state'

/** A fresh slider state for unit tests: the runtime's initial state, in view. */
export const initialState = (patch: Partial<SliderState> = {}): SliderState => ({
  ...start,
  inViewport: true,
  ...patch,
})
