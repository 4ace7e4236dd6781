import type { RawRecord } from '@strata/core'
import { runBench } from '../page-kit/harness'
import { strataInstance } from '../page-kit/strata-instance'
import { type BenchSlide, TEXT_BOXES } from '../slides'

/** A text layer in the exported shape (docs/data-format/README.md), with a fade-in on its timeline. */
function textLayer(id: string, text: string, row: number): RawRecord {
  const box = TEXT_BOXES[row] ?? TEXT_BOXES[0]
  return {
    id,
    type: 'text',
    subtype: '',
    pid: -1,
    order: row,
    content: { text },
    pos: { x: [40, '#a', '#a', '#a', '#a'], y: [box.top, '#a', '#a', '#a', '#a'] },
    font: { size: [box.size, '#a', '#a', '#a', '#a'] },
    color: '#ffffff',
    // The simple in-animation: a 300 ms fade.
    tl: { in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } } },
  }
}

/** The module data Strata reads: slides keyed by id, a slidebg layer holding the colour. */
function toModule(slides: readonly BenchSlide[]): RawRecord {
  const byId: RawRecord = {}
  slides.forEach((s, i) => {
    const id = String(i + 1)
    byId[id] = {
      id,
      slide: { title: s.title, order: i + 1 },
      layers: {
        [`${id}-bg`]: { id: `${id}-bg`, type: 'shape', subtype: 'slidebg', bg: { color: s.color } },
        [`${id}-1`]: textLayer(`${id}-1`, s.texts[0], 0),
        [`${id}-2`]: textLayer(`${id}-2`, s.texts[1], 1),
        [`${id}-3`]: textLayer(`${id}-3`, s.texts[2], 2),
      },
    }
  })
  return {
    id: 'bench',
    settings: {
      alias: 'bench',
      type: 'standard',
      size: {
        width: [1240, '#a', '#a', '#a', '#a'],
        height: [600, '#a', '#a', '#a', '#a'],
        fullWidth: true,
      },
      slideshow: { auto: false },
    },
    slides: byId,
    addOns: {},
  }
}

// Strata builds its markup from data, so (unlike the peers) that work is inside its constructor.
runBench((root, slides) => {
  const module = toModule(slides)
  // The slide change the peers make: a 300 ms horizontal slide.
  return () => strataInstance(root, module, 'slideleft')
})
