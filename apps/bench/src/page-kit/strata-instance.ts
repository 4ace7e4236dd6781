import { bgTransitions } from '@strata/bg-transitions'
import { createSlider, type RawRecord } from '@strata/core'
import { layersText } from '@strata/layers-text'
import type { BenchInstance } from '../slides'
import { steppable } from './steppable'

/**
 * A Strata slider as the bench drives it: text layers and a 300 ms slide change of `transition`.
 * Both Strata rows build it (the minimal and the real-shape).
 */
export function strataInstance(
  root: HTMLElement,
  module: RawRecord,
  transition: string,
): BenchInstance {
  const plugins = [layersText(), bgTransitions({ transition, duration: 300 })]
  return steppable(createSlider(root, { module, plugins }))
}
