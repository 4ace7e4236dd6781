import type { RawRecord } from '@strata/core'
import city from './art/city-night.svg?no-inline'
import dusk from './art/dusk-mountains.svg?no-inline'
import ocean from './art/ocean.svg?no-inline'
import { lv, photoBackground, rise, text } from './parts'

const SCENES = [
  { photo: dusk, title: 'Mountains', transition: 'cube' },
  { photo: ocean, title: 'Sea', transition: 'cubevertical' },
  { photo: city, title: 'City', transition: 'fly' },
] as const

/** Three scenes turning as the faces of a cube, then flying, with a caption each. */
export const CUBE_MODULE: RawRecord = {
  id: 'showcase-cube',
  settings: {
    alias: 'showcase-cube',
    title: 'Three scenes in 3D',
    type: 'standard',
    size: { width: [1240, 1240, 1024, 778, 480], height: [560, 560, 500, 440, 360] },
    slideshow: { len: 4500 },
    nav: { arrows: { set: true }, bullets: { set: true, v: 'bottom', y: 20 } },
  },
  slides: Object.fromEntries(
    SCENES.map((s, i) => [
      String(i + 1),
      {
        id: i + 1,
        slide: { title: s.title, order: i + 1 },
        layers: {
          bg: photoBackground(s.photo, s.transition, { sX: 1.06, sY: 1.06, d: 4500, e: 'none' }),
          caption: text('caption', s.title, {
            tag: 'h2',
            pos: { x: 0, y: lv(48, 48, 40, 32, 24), h: 'center', v: 'top' },
            font: { family: 'Georgia, serif', size: lv(56, 56, 48, 40, 32), weight: 700 },
            lh: lv(64, 64, 56, 48, 40),
            textShadow: { use: true, x: 0, y: 2, b: 16, c: 'rgba(0,0,0,0.5)' },
            tl: rise(500),
          }),
        },
      },
    ]),
  ),
}
