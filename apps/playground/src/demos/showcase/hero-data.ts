import type { RawRecord } from '@strata/core'
import city from './art/city-night.svg?no-inline'
import dusk from './art/dusk-mountains.svg?no-inline'
import ocean from './art/ocean.svg?no-inline'
import { button, lv, photoBackground, rise, text, wordsIn } from './parts'

interface HeroSlide {
  photo: string
  transition: string
  kicker: string
  headline: string
  body: string
  cta: string
}

const SLIDES: readonly HeroSlide[] = [
  {
    photo: dusk,
    transition: 'fade',
    kicker: 'Autumn retreats',
    headline: 'Walk above the clouds',
    body: 'Five days on the high ridges, with a guide, a warm hut and the best sunsets of the year.',
    cta: 'See the routes',
  },
  {
    photo: ocean,
    transition: 'slideleft',
    kicker: 'Island weeks',
    headline: 'Slow mornings by the sea',
    body: 'Small boats, quiet coves and a table that waits for you. Seven nights from the harbour.',
    cta: 'Plan a week',
  },
  {
    photo: city,
    transition: 'cube',
    kicker: 'City breaks',
    headline: 'The city after dark',
    body: 'Rooftop dinners, late museums and a hotel in the old town, two streets from the river.',
    cta: 'Find a weekend',
  },
]

const layers = (s: HeroSlide, i: number): RawRecord => ({
  bg: photoBackground(s.photo, s.transition, {
    sX: 1.12,
    sY: 1.12,
    x: i % 2 ? '-2%' : '2%',
    d: 9000,
    e: 'none',
  }),
  kicker: text('kicker', s.kicker.toUpperCase(), {
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(150, 150, 130, 120, 110) },
    font: {
      family: 'Arial, Helvetica, sans-serif',
      size: lv(16, 16, 15, 14, 13),
      weight: 700,
      ls: 4,
    },
    lh: lv(20, 20, 20, 18, 16),
    color: '#ffd28a',
    tl: rise(200, 20),
  }),
  headline: text('headline', s.headline, {
    tag: 'h2',
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(190, 190, 170, 156, 140) },
    size: { w: lv(720, 720, 620, 560, 420) },
    font: { family: 'Georgia, serif', size: lv(72, 72, 60, 52, 40), weight: 700 },
    lh: lv(80, 80, 68, 58, 46),
    ws: 'normal',
    textShadow: { use: true, x: 0, y: 2, b: 18, c: 'rgba(0,0,0,0.35)' },
    tl: wordsIn(350),
  }),
  body: text('body', s.body, {
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(360, 360, 320, 290, 300) },
    size: { w: lv(520, 520, 480, 440, 420) },
    font: { family: 'Arial, Helvetica, sans-serif', size: lv(20, 20, 18, 17, 16) },
    lh: lv(30, 30, 28, 26, 24),
    ws: 'normal',
    color: 'rgba(255,255,255,0.9)',
    tl: rise(900),
  }),
  cta: button('cta', s.cta, {
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(470, 470, 430, 400, 420) },
    tl: rise(1100),
    actions: [{ a: 'link', evt: 'click', link: '#book', ltarget: '_self' }],
  }),
})

/** A travel site's hero: three photographs, a headline each, a call to action, arrows and bullets. */
export const HERO: RawRecord = {
  id: 'showcase-hero',
  settings: {
    alias: 'showcase-hero',
    title: 'Travel highlights',
    type: 'standard',
    size: {
      fullWidth: true,
      width: [1240, 1240, 1024, 778, 480],
      height: [620, 620, 560, 520, 560],
    },
    slideshow: { len: 7000 },
    nav: {
      arrows: { set: true },
      bullets: { set: true, v: 'bottom', y: 24 },
      keyboard: { set: true },
      s: { use: true, desk: true },
    },
  },
  slides: Object.fromEntries(
    SLIDES.map((s, i) => [
      String(i + 1),
      { id: i + 1, slide: { title: s.headline, order: i + 1 }, layers: layers(s, i) },
    ]),
  ),
}
