import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider, type RawRecord } from '@strata/core'
import { layersMedia } from '@strata/layers-media'
import { layersText } from '@strata/layers-text'
import photo from '../fixtures/photo-1920.jpg'
import { runBench } from '../page-kit/harness'
import { realModule } from '../page-kit/real-module'
import { steppable } from '../page-kit/steppable'

/** Every level the same (export keys: a value per level, `#a` inherits). */
const all = (v: number) => [v, '#a', '#a', '#a', '#a']

// The real-shape row's module with an image layer on every slide (a 1920 × 1080 photo drawn at
// 1200 × 675, each slide's at an address of its own, so each is decoded on its own) and a fade for
// its change (an `ab` page, not a bench row): when an image layer's decoding runs (`frames`).
runBench((root, list) => {
  const module = realModule(list.length)
  for (const [key, entry] of Object.entries(module.slides as Record<string, RawRecord>)) {
    const layers = entry.layers as Record<string, RawRecord>
    layers.photo = {
      id: 'photo',
      type: 'image',
      size: { w: all(1200), h: all(675) },
      content: { src: `${photo}?slide=${key}` },
    }
  }
  const plugins = [
    layersText(),
    layersMedia(),
    bgTransitions({ transition: 'fade', duration: 300 }),
  ]
  return () => steppable(createSlider(root, { module, plugins }))
})
