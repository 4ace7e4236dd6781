import type { RawRecord } from '@strata/core'
import { GRID } from './layers-all-data'

/** A text layer that fades in over 600 ms, as every slide's layers here do. */
const fading = (id: string, text: string, y: number): RawRecord => ({
  id,
  type: 'text',
  content: { text },
  pos: { x: 40, y },
  font: { size: 40 },
  color: '#ffffff',
  tl: { in: { content: { all: [{ o: 0 }, { d: 600, o: 1 }] } } },
})

/**
 * Four slides whose two layers fade in alike (issue #25): the browser tests watch a layer's
 * fade play an animation another slide's layer ran before.
 */
export const FADES_MODULE: RawRecord = {
  id: 'layers-fades',
  settings: { alias: 'layers-fades', title: 'Fades', size: GRID, slideshow: { auto: false } },
  slides: Object.fromEntries(
    [1, 2, 3, 4].map((n) => [
      n,
      {
        id: n,
        slide: { title: `Fade ${n}`, order: n },
        layers: {
          bg: {
            id: 'bg',
            type: 'shape',
            subtype: 'slidebg',
            bg: { color: `hsl(${n * 70} 50% 35%)` },
          },
          a: fading('a', `Slide ${n}`, 60),
          b: fading('b', 'fades in', 140),
        },
      },
    ]),
  ),
}
