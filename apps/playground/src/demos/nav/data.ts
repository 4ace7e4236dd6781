import type { RawRecord } from '@strata/core'

/** Slide colours, reused by the thumbnails and by `slideColors()`. */
export const NAV_COLORS = [
  '#1d3557',
  '#2a6f97',
  '#2a9d8f',
  '#8a5a00',
  '#9b2c2c',
  '#6d597a',
  '#3d405b',
  '#264653',
]

/** A thumbnail as an inline SVG (no network, so no failed loads in the tests). */
function thumb(color: string, n: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="${color}"/><text x="80" y="58" font-size="40" font-family="sans-serif" fill="#fff" text-anchor="middle">${n}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * A module in the exported shape (docs/data-format/README.md) with `count` slides, each with a title,
 * description, thumbnail and two params, and the given settings (nav, pbar, slideshow...).
 */
export function navModule(alias: string, count: number, settings: RawRecord = {}): RawRecord {
  const slides: RawRecord = {}
  for (let i = 0; i < count; i++) {
    const id = String(201 + i)
    const color = NAV_COLORS[i % NAV_COLORS.length] ?? '#333'
    slides[id] = {
      id,
      slide: {
        title: `Slide ${i + 1}`,
        order: i + 1,
        description: `Chapter ${i + 1} of the tour`,
        thumb: thumb(color, i + 1),
        params: [{ v: `P${i + 1}` }, { v: color }],
      },
      layers: [],
    }
  }
  return {
    id: alias,
    settings: {
      title: alias,
      alias,
      type: 'standard',
      size: { width: [1600, 1240, 1024, 778, 480], height: [500, 480, 420, 360, 300] },
      ...settings,
    },
    slides,
    addOns: {},
  }
}
