import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { resizeSteps } from '../page-kit/resize-steps'
import { nextEvent } from '../page-kit/steppable'

// The real-shape row's module resized instead of stepped (an `ab` page, not a bench row): each
// "change" moves it to another of the export's levels (desktop, tablet, phone landscape and
// upright) and ends on the frame after Strata has laid it out again (docs/performance-log.md,
// "Fifty-seventh session").
runBench((root, list) => {
  const module = realModule(list.length)
  return () => {
    const plugins = [layersText(), bgTransitions({ transition: 'fade', duration: 300 })]
    const slider = createSlider(root, { module, plugins })
    const settled = () => nextEvent(slider, 'layout:change')
    return { ...resizeSteps(root, slider.ready, settled), destroy: () => slider.destroy() }
  }
})
