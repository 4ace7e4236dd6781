import type { RawRecord, RawValue } from '@strata/core'

/** Slide backgrounds in the exported gradient shape (docs/data-format/README.md): one per slide. */
const backgrounds: [string, RawValue][] = [
  [
    'Linear, angle 180 (drawn at 180.1)',
    {
      type: 'linear',
      angle: 180,
      colors: [
        { r: 29, g: 53, b: 87, a: 1, position: 0 },
        { r: 42, g: 157, b: 143, a: 1, position: 100 },
      ],
    },
  ],
  [
    'Radial',
    {
      type: 'radial',
      colors: [
        { r: 233, g: 196, b: 106, a: 1, p: 0 },
        { r: 231, g: 111, b: 81, a: 1, p: 100 },
      ],
    },
  ],
  [
    'Linear, eased (power2.inOut)',
    JSON.stringify({
      type: 'linear',
      angle: 90,
      easing: 'power2.inOut',
      strength: 100,
      colors: [
        { r: 109, g: 89, b: 122, a: 1, p: 0 },
        { r: 255, g: 255, b: 255, a: 1, p: 100 },
      ],
    }),
  ],
  ['Solid', { type: 'solid', colors: [{ r: 69, g: 123, b: 157, a: 1, p: 0 }] }],
  ['A broken angle (reported, drawn at 180.1)', { type: 'linear', angle: 'up', colors: ['?'] }],
]

/** A module whose slides carry their background on a `slidebg` layer, as exports do. */
export function gradientSlides(alias: string): RawRecord {
  const slides: RawRecord = {}
  backgrounds.forEach(([title, color], i) => {
    const id = String(301 + i)
    slides[id] = {
      id,
      slide: { title, order: i + 1 },
      layers: {
        [`${id}-bg`]: { id: `${id}-bg`, type: 'shape', subtype: 'slidebg', bg: { color } },
      },
    }
  })
  return {
    id: alias,
    settings: {
      title: alias,
      alias,
      type: 'standard',
      size: { width: [1600, 1240, 1024, 778, 480], height: [420, 400, 360, 320, 280] },
    },
    slides,
    addOns: {},
  }
}
