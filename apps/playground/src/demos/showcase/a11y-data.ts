import type { RawRecord } from '@strata/core'
import { lv, text } from './parts'

/** Dark enough behind white text for WCAG AA contrast. */
const TINTS = ['#1d3557', '#6d2e46', '#264653', '#3d405b', '#5b3758', '#2b2d42']

/** `count` slides, each a coloured background with its title as a headline. */
const slides = (names: readonly string[]): RawRecord =>
  Object.fromEntries(
    names.map((name, i) => [
      String(900 + i),
      {
        id: 900 + i,
        slide: { title: name, order: i + 1 },
        layers: {
          bg: { id: 'bg', type: 'shape', subtype: 'slidebg', bg: { color: TINTS[i] } },
          title: text('title', name, {
            rTo: 'slide',
            pos: { x: 0, y: 0, h: 'center', v: 'middle' },
            font: { family: 'Georgia, serif', size: lv(40, 40, 34, 28, 24), weight: 700 },
            lh: lv(48, 48, 40, 34, 30),
          }),
        },
      },
    ]),
  )

/**
 * A standard module without nav() that rotates every 2 s and stops on hover: the page the
 * keyboard and screen-reader specs drive (e2e/a11y-rotation.spec.ts). Its alias is a slug, its
 * title the name a listener hears.
 */
export const A11Y_ROTATION: RawRecord = {
  id: 'a11y-rotation',
  settings: {
    alias: 'a11y-rotation-fixture',
    title: 'Autumn offers',
    type: 'standard',
    size: { width: [1240, 1240, 1024, 778, 480], height: [420, 420, 400, 360, 320] },
    slideshow: { len: 2000, sOH: true },
  },
  slides: slides(['Walks in the hills', 'Harbour weekends', 'Lakeside cabins']),
}

/** A carousel without nav(): six cards, three in view (e2e/a11y-carousel.spec.ts). */
export const A11Y_CAROUSEL: RawRecord = {
  id: 'a11y-carousel',
  settings: {
    alias: 'a11y-carousel-fixture',
    title: 'Reading list',
    type: 'carousel',
    size: { width: [1240, 1240, 1024, 778, 480], height: [360, 360, 340, 320, 300] },
    slideshow: { len: 3000, sOH: true },
    carousel: { maxV: 3, space: 20, pNV: 60, bR: 12, scale: true, minS: 85, infinity: true },
  },
  slides: slides(['Poems', 'Letters', 'Essays', 'Diaries', 'Plays', 'Stories']),
}
