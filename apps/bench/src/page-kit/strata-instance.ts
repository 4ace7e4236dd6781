import { bgTransitions } from '@strata/bg-transitions'
import { createSlider, type RawRecord } from '@strata/core'
import { layersText } from '@strata/layers-text'
import type { BenchInstance } from '../slides'

/**
 * A Strata slider as the bench drives it: text layers and a 300 ms slide change of `transition`;
 * a step resolves on `slide:after`. Both Strata rows build it (the minimal and the real-shape).
 */
export function strataInstance(
  root: HTMLElement,
  module: RawRecord,
  transition: string,
): BenchInstance {
  const slider = createSlider(root, {
    module,
    plugins: [layersText(), bgTransitions({ transition, duration: 300 })],
  })
  return {
    ready: slider.ready,
    step(direction) {
      const done = new Promise<void>((resolve) => {
        const off = slider.on('slide:after', () => {
          off()
          resolve()
        })
      })
      if (direction > 0) slider.next()
      else slider.prev()
      return done
    },
  }
}
