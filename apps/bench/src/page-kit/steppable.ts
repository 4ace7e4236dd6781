import type { Slider } from '@strata/core'
import type { BenchInstance } from '../slides'

/** Resolves on the next `event` the slider sends. */
export function nextEvent(slider: Slider, event: 'slide:after' | 'layout:change'): Promise<void> {
  return new Promise((resolve) => {
    const off = slider.on(event, () => {
      off()
      resolve()
    })
  })
}

/** A Strata slider as the bench drives it: a step resolves on `slide:after`. */
export function steppable(slider: Slider): BenchInstance {
  return {
    ready: slider.ready,
    step(direction) {
      const done = nextEvent(slider, 'slide:after')
      if (direction > 0) slider.next()
      else slider.prev()
      return done
    },
    destroy: () => slider.destroy(),
  }
}
