import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider, type RawRecord } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'
import image from '../fixtures/hero.jpg'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { steppable } from '../page-kit/steppable'

// The real-shape module with a background image of its own on every slide and a row of
// thumbnails (five in view, none with a `thumb` of its own, so each shows its slide's image, as
// most exports leave them): when the first slide's image is asked for beside the thumbnails'.
runBench((root, list) => {
  const real = realModule(list.length, (i) => `${image}?slide=${i}`)
  // A copy of the settings: the fixture's own record is every page's.
  const settings = { ...(real.settings as RawRecord), nav: { thumbs: { set: true } } }
  const module = { ...real, settings }
  return () =>
    steppable(
      createSlider(root, {
        module,
        plugins: [layersText(), bgTransitions({ transition: 'cube', duration: 300 }), nav()],
      }),
    )
})
