import type { RawRecord } from '@strata/core'
import promo from '../../data/rest-modules/modal-promo.json'

/** The pop-up module (src/data/rest-modules/modal-promo.json): also what the local REST server answers. */
export const PROMO_ALIAS = 'modal-promo'
export const promoModule = (): RawRecord => structuredClone(promo) as RawRecord

/**
 * The site's hero: a normal module on the page whose button layer opens the pop-up at its
 * third slide (the "open modal" layer action, docs/behaviour.md §2.2).
 */
export function heroModule(alias = PROMO_ALIAS): RawRecord {
  const layer = (id: string, extra: RawRecord): RawRecord => ({
    id,
    type: 'text',
    zIndex: 5,
    font: { family: 'Arial', size: 40, weight: 800 },
    lh: 48,
    color: '#ffffff',
    ...extra,
  })
  return {
    id: 'modal-hero',
    settings: {
      title: 'Northwind Outfitters',
      alias: 'modal-hero',
      size: { width: [1240, 1240, 1024, 778, 480], height: [360, 360, 340, 320, 300] },
      slideshow: { auto: false },
    },
    slides: {
      1: {
        id: 1,
        slide: { title: 'Into the hills', order: 1 },
        layers: {
          bg: {
            id: 'bg',
            type: 'shape',
            rTo: 'slide',
            zIndex: 1,
            size: { cMode: 'cover' },
            bg: { color: '#23422f' },
          },
          title: layer('title', {
            tag: 'h1',
            content: { text: 'Into the hills' },
            pos: { x: 60, y: 60 },
          }),
          sub: layer('sub', {
            content: { text: 'Gear for long weekends outdoors' },
            pos: { x: 60, y: 130 },
            font: { family: 'Arial', size: 22, weight: 400 },
            lh: 28,
          }),
          offer: {
            id: 'offer',
            type: 'text',
            subtype: 'button',
            content: { text: "See this week's offers" },
            pos: { x: 60, y: 60, v: 'bottom' },
            p: { t: 12, r: 28, b: 12, l: 28 },
            font: { family: 'Arial', size: 20, weight: 700 },
            lh: 24,
            color: '#23422f',
            bg: { color: '#ffd36e' },
            radius: 24,
            zIndex: 6,
            cursor: 'pointer',
            actions: [{ a: 'openModal', alias, slide: 3 }],
          },
        },
      },
    },
  }
}
