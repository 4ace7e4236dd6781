import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider, type RawRecord } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { parallax } from '@strata/parallax'
import { benchModule } from '../page-kit/bench-module'
import { runBench } from '../page-kit/harness'
import { scrollSweeps } from '../page-kit/scroll-sweeps'

/**
 * The bench module with scroll modifiers (an `ab` page, not a bench row): `mod.type: 'scroll'`,
 * each text layer drifting 120 grid px and fading out towards both ends of the module's pass,
 * a screen of page above and below it. A "change" is a sweep of the page's scroll through the
 * whole pass (down, then back up): what following the scroll costs (docs/performance-log.md,
 * "Fifty-fifth session").
 */
runBench((root, slides) => {
  const base = benchModule(slides)
  const withDrift: RawRecord = {}
  for (const [id, slide] of Object.entries(base.slides as Record<string, RawRecord>)) {
    const layers: RawRecord = {}
    for (const [key, layer] of Object.entries(slide.layers as Record<string, RawRecord>))
      layers[key] = layer.type === 'text' ? { ...layer, mod: { sc: { y: 120, o: 0 } } } : layer
    withDrift[id] = { ...slide, layers }
  }
  const settings = { ...(base.settings as RawRecord), mod: { use: true, type: 'scroll' } }
  const module = { ...base, settings, slides: withDrift }
  return () => {
    const plugins = [
      layersText(),
      bgTransitions({ transition: 'slideleft', duration: 300 }),
      parallax(),
    ]
    return scrollSweeps(root, createSlider(root, { module, plugins }).ready)
  }
})
