import { createSlider, type RawRecord } from '@strata/core'
import { type BenchSlide, benchSlides } from '../slides'

/** A text layer in the exported shape (DATA-FORMAT.md), stacked by `row`. */
function textLayer(id: string, text: string, row: number): RawRecord {
  return {
    id,
    type: 'text',
    subtype: '',
    pid: -1,
    order: row,
    content: { text },
    pos: { x: [40, 40, 30, 20, 10], y: [60 + row * 70, '#a', '#a', 40 + row * 50, '#a'] },
    font: { size: [row ? 20 : 40, '#a', '#a', row ? 16 : 28, '#a'] },
    color: '#ffffff',
    tl: {
      in: {
        content: {
          all: [
            { t: 0, d: 0, o: 0, y: [20, '#a', '#a', '#a', '#a'] },
            { t: 300 + row * 150, d: 600, e: 'power3.out', o: 1, y: 0 },
          ],
        },
      },
    },
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
    settings: { alias: 'bench', type: 'standard', size: { width: [1240, '#a', '#a', 778, 480] } },
    slides: byId,
    addOns: {},
  }
}

window.__bench = {
  async init(count) {
    const root = document.getElementById('root')
    if (!root) throw new Error('#root missing')
    // Data is made before the clock starts: only the library's own work is timed.
    const module = toModule(benchSlides(count))
    const start = performance.now()
    const slider = createSlider(root, { module })
    await slider.ready
    return performance.now() - start
  },
}
