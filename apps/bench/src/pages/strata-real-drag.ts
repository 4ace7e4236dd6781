import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { DRAG_WIDTHS, resizeSteps } from '../page-kit/resize-steps'
import { nextEvent } from '../page-kit/steppable'

// The real-shape row's module resized as a dragged window is (an `ab` page, not a bench row):
// each "change" moves it to another width inside one of the export's levels, so the layers'
// scale changes and their level does not, and ends on the frame after Strata has laid it out
// again (docs/performance.md, "Sixty-first session").
runBench((root, list) => {
  const module = realModule(list.length)
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
