import '../page-kit/first-statement'
import { carousel } from '@strata/carousel'
import { createSlider, type RawRecord } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { benchModule } from '../page-kit/bench-module'
import { runBench } from '../page-kit/harness'
import { steppable } from '../page-kit/steppable'

/**
 * The bench module as a carousel (an `ab` page, not a bench row): three slides in view, scaled
 * and faded by distance, each change a 300 ms step of the strip, the text layers fading in as on
 * the minimal row. What a carousel's change costs (docs/performance-log.md, "Fifty-fourth session").
 */
runBench((root, slides) => {
  const base = benchModule(slides)
  const settings = {
    ...(base.settings as RawRecord),
    type: 'carousel',
    carousel: { maxV: 3, scale: true, minS: 80, opacity: true, maxO: 60, dur: 300 },
  }
  const module = { ...base, settings }
  return () => steppable(createSlider(root, { module, plugins: [layersText(), carousel()] }))
})
