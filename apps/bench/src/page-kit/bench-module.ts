import type { RawRecord } from '@strata/core'
import { type BenchSlide, TEXT_BOXES } from '../slides'

/** A text layer in the exported shape (docs/data-format/README.md), fading in when `fade`. */
function textLayer(id: string, text: string, row: number, fade: boolean): RawRecord {
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
    ...(fade ? { tl: { in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } } } } : {}),
  }
}

/**
 * The module data Strata reads: slides keyed by id, a slidebg layer holding the colour, three
 * text layers, each fading in when `fade` (the bench row) or with no timeline at all.
 */
export function benchModule(slides: readonly BenchSlide[], fade = true): RawRecord {
  const byId: RawRecord = {}
  slides.forEach((s, i) => {
    const id = String(i + 1)
    byId[id] = {
      id,
      slide: { title: s.title, order: i + 1 },
      layers: {
        [`${id}-bg`]: { id: `${id}-bg`, type: 'shape', subtype: 'slidebg', bg: { color: s.color } },
        [`${id}-1`]: textLayer(`${id}-1`, s.texts[0], 0, fade),
        [`${id}-2`]: textLayer(`${id}-2`, s.texts[1], 1, fade),
        [`${id}-3`]: textLayer(`${id}-3`, s.texts[2], 2, fade),
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
