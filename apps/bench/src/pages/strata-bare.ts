import '../page-kit/first-statement'
import { bgTransitions } from '@strata/bg-transitions'
import { createSlider, type RawRecord } from '@strata/core'
import { runBench } from '../page-kit/harness'
import { steppable } from '../page-kit/steppable'

/**
 * The bench module without its text layers, and without layers-text and GSAP's tweens: what a
 * slide change costs on its own (an `ab` page, not a bench row; docs/performance.md).
 */
runBench((root, slides) => {
  const byId: RawRecord = {}
  slides.forEach((s, i) => {
    const id = String(i + 1)
    const bg = { id: `${id}-bg`, type: 'shape', subtype: 'slidebg', bg: { color: s.color } }
    byId[id] = { id, slide: { title: s.title, order: i + 1 }, layers: { [bg.id]: bg } }
  })
  const size = { width: [1240, '#a', '#a', '#a', '#a'], height: [600, '#a', '#a', '#a', '#a'] }
  const module = {
    id: 'bench',
    settings: { alias: 'bench', size: { ...size, fullWidth: true }, slideshow: { auto: false } },
    slides: byId,
  }
  const plugins = [bgTransitions({ transition: 'slideleft', duration: 300 })]
  return () => steppable(createSlider(root, { module, plugins }))
})
