import type { RawRecord } from '@strata/core'

const colors = ['#1d3557', '#457b9d', '#2a9d8f', '#e76f51', '#6d597a']

/**
 * A 5-slide module in the exported shape (docs/data-format/README.md): slides keyed by id, each with a
 * title and no layers yet (no layer plugin exists); sizes as 5-slot responsive arrays.
 */
export function fiveSlides(alias: string): RawRecord {
  const slides: RawRecord = {}
  colors.forEach((color, i) => {
    const id = String(101 + i)
    slides[id] = {
      id,
      slide: { title: `Slide ${i + 1}`, order: i + 1, description: `Background ${color}` },
      layers: [],
    }
  })
  return {
    id: alias,
    settings: {
      title: alias,
      alias,
      type: 'standard',
      size: { width: [1600, 1240, 1024, 778, 480], height: [500, 480, 420, 360, 300] },
    },
    slides,
    addOns: {},
  }
}
