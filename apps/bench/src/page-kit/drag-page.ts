import { bgTransitions } from '@strata/bg-transitions'
import { createSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { runBench } from './harness'
import { realModule } from './real-module'
import { DRAG_WIDTHS, resizeSteps } from './resize-steps'
import { nextEvent } from './steppable'

// The real-shape module resized as a dragged window is (`ab` pages, not bench rows): each
// "change" moves it to another width inside one of the export's levels, so the layers' scale
// changes and their level does not, and ends on the frame after Strata has laid it out again
// (docs/performance-log.md, "Sixty-first session"). `words`: with the bench's split entrance on six
// texts a slide (real-module.ts), or the export's own scenes.
export function runDrag(words: boolean): void {
  runBench((root, list) => {
    const module = realModule(list.length, undefined, words)
    return () => {
      // It starts at the first of the widths, so every step stays inside that level.
      root.style.width = `${DRAG_WIDTHS[0]}px`
      const plugins = [layersText(), bgTransitions({ transition: 'fade', duration: 300 })]
      const slider = createSlider(root, { module, plugins })
      const settled = () => nextEvent(slider, 'layout:change')
      return {
        ...resizeSteps(root, slider.ready, settled, DRAG_WIDTHS),
        destroy: () => slider.destroy(),
      }
    }
  })
}
