import type { Slider } from '@strata/core'
import type { BenchInstance } from '../slides'

/** A Strata slider as the bench drives it: a step resolves on `slide:after`. */
export function steppable(slider: Slider): BenchInstance {
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
    destroy: () => slider.destroy(),
  }
}
