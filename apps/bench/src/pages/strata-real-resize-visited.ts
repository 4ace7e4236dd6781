import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { resizeSteps } from '../page-kit/resize-steps'
import { nextEvent } from '../page-kit/steppable'

// `strata-real-resize` after a visit: before it counts as ready, the module goes through every
// slide and back to the first, so every slide it keeps built (twelve at most) is built when the
// resizes start, as on a phone turned after a visitor went through the slides
// (docs/performance-log.md, "Fifty-ninth session").
runBench((root, list) => {
  const module = realModule(list.length)
  return () => {
    const plugins = [layersText(), bgTransitions({ transition: 'fade', duration: 300 })]
    const slider = createSlider(root, { module, plugins })
    const visit = async () => {
      await slider.ready
      for (const index of [...list.keys()].slice(1).concat(0)) {
        const done = nextEvent(slider, 'slide:after')
        slider.goTo(index)
        await done
      }
      // The last change's neighbours are built 50 ms after it.
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const settled = () => nextEvent(slider, 'layout:change')
    return { ...resizeSteps(root, visit(), settled), destroy: () => slider.destroy() }
  }
})
