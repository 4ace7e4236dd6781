import type { RawRecord } from '@strata/core'
import chair from './art/chair.svg?no-inline'
import clock from './art/clock.svg?no-inline'
import headphones from './art/headphones.svg?no-inline'
import lamp from './art/lamp.svg?no-inline'
import mug from './art/mug.svg?no-inline'
import plant from './art/plant.svg?no-inline'
import { button, lv, rise, text } from './parts'

interface Product {
  name: string
  price: string
  picture: string
  tint: string
}

const PRODUCTS: readonly Product[] = [
  { name: 'Arc desk lamp', price: '€89', picture: lamp, tint: '#fde2d3' },
  { name: 'Stoneware mug', price: '€18', picture: mug, tint: '#dfe4ee' },
  { name: 'Lounge chair', price: '€340', picture: chair, tint: '#d5efe9' },
  { name: 'Studio headphones', price: '€129', picture: headphones, tint: '#fbe0d8' },
  { name: 'Fiddle-leaf fig', price: '€45', picture: plant, tint: '#e6ecd2' },
  { name: 'Wall clock', price: '€59', picture: clock, tint: '#ece7f3' },
]

const card = (p: Product): RawRecord => ({
  bg: {
    id: 'bg',
    type: 'shape',
    subtype: 'slidebg',
    bg: {
      color: p.tint,
      image: { src: p.picture, size: '62%', pos: 'center 38%', repeat: 'no-repeat' },
    },
  },
  name: text('name', p.name, {
    rTo: 'slide',
    pos: { x: 0, y: lv(64, 64, 60, 56, 48), h: 'center', v: 'bottom' },
    font: { family: 'Georgia, serif', size: lv(26, 26, 24, 22, 20), weight: 700 },
    lh: lv(32, 32, 30, 28, 26),
    color: '#22223b',
    tl: rise(150, 16),
  }),
  price: text('price', p.price, {
    rTo: 'slide',
    pos: { x: 0, y: lv(32, 32, 30, 28, 24), h: 'center', v: 'bottom' },
    font: { family: 'Arial, Helvetica, sans-serif', size: lv(18, 18, 17, 16, 15), weight: 400 },
    lh: 22,
    color: '#4a4e69',
    tl: rise(250, 16),
  }),
  add: button('add', 'Add to bag', {
    rTo: 'slide',
    pos: { x: 20, y: 20, h: 'right', v: 'top' },
    font: { family: 'Arial, Helvetica, sans-serif', size: 14, weight: 700 },
    lh: 18,
    p: { t: 10, r: 18, b: 10, l: 18 },
    color: '#ffffff',
    bg: { color: '#22223b' },
    hov: { u: true, bg: '#c9184a', frame: { sX: 1.05, sY: 1.05, d: 200 } },
    tl: rise(350, 10),
  }),
})

/** A shop's "new in" strip: six product cards, three in view, dragged or stepped with arrows. */
export const PRODUCTS_MODULE: RawRecord = {
  id: 'showcase-products',
  settings: {
    alias: 'showcase-products',
    title: 'New in the shop',
    type: 'carousel',
    bg: { color: '#f7f4ef' },
    size: { width: [1600, 1240, 1024, 778, 480], height: [460, 460, 440, 420, 420] },
    slideshow: { len: 5000 },
    carousel: {
      maxV: 3,
      scale: true,
      minS: 86,
      opacity: true,
      maxO: 70,
      space: 24,
      pNV: 80,
      bR: 16,
      infinity: true,
    },
    nav: { arrows: { set: true }, keyboard: { set: true }, s: { use: true, desk: true } },
  },
  slides: Object.fromEntries(
    PRODUCTS.map((p, i) => [
      String(800 + i),
      { id: 800 + i, slide: { title: p.name, order: i + 1 }, layers: card(p) },
    ]),
  ),
}
