import type { Raw } from './fidelity-measure'

const five = (v: number) => [v, v, v, v, v]
const COLOURS = ['#264653', '#2a9d8f', '#8a5a00', '#6d3b74']

/**
 * Four plain slides with arrows, bullets and a slideshow: slide 2 hidden on mobile (`hom`), so
 * at the mobile level (480 px grid, below 600) nav lists slides 1, 3 and 4, and slide 4 hidden
 * from navigation (`hfn`): no bullet, still reached by the arrows.
 */
export const HIDDEN_ON_MOBILE: Raw = {
  settings: {
    title: 'Hidden on mobile',
    size: { width: [1240, 1024, 778, 600, 480], height: five(400) },
    slideshow: { auto: true, stopOnHover: false },
    nav: { arrows: { set: true }, bullets: { set: true } },
  },
  slides: Object.fromEntries(
    COLOURS.map((colour, i) => [
      i + 1,
      {
        id: i + 1,
        slide: {
          title: `Slide ${i + 1}`,
          slideshow: { hom: i === 1, hfn: i === 3, len: 60_000 },
        },
        layers: { 0: { id: 0, type: 'shape', subtype: 'slidebg', bg: { color: colour } } },
      },
    ]),
  ),
}
