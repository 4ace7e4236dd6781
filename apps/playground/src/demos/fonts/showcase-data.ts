import type { RawRecord } from '@strata/core'
import { lv, rise, text } from '../showcase/parts'

/** A round icon button: a Material Icons ligature whose click moves the module (`a`). */
const arrow = (id: string, icon: string, x: RawRecord['x'], action: string): RawRecord =>
  text(id, `<i class="material-icons">${icon}</i>`, {
    pos: { x, y: lv(470, 470, 440, 420, 470) },
    font: { family: 'Roboto', size: 24 },
    lh: 24,
    p: { t: 12, r: 12, b: 12, l: 12 },
    radius: 24,
    bg: { color: 'rgba(255,255,255,0.14)' },
    cursor: 'pointer',
    hov: { u: true, bg: 'rgba(255,255,255,0.3)' },
    subtype: 'button',
    acc: { label: action === 'next' ? 'Next slide' : 'Previous slide' },
    actions: [{ a: action, evt: 'click' }],
    tl: rise(900, 0),
  })

interface Copy {
  kicker: string
  headline: string
  body: string
  from: string
  to: string
}

const COPY: Copy[] = [
  {
    kicker: 'Type that arrives without a jolt',
    headline: 'Every headline keeps its place',
    body: 'The fallback font is sized to each line of text, so nothing moves when the web font lands.',
    from: '#1f2a6b',
    to: '#6b2a5c',
  },
  {
    kicker: 'Icons from an icon font',
    headline: 'Arrows drawn by ligatures',
    body: 'The arrows are Material Icons ligatures, the stars Font Awesome glyphs, loaded with the text.',
    from: '#143d3a',
    to: '#2a3f6b',
  },
]

const slide = (c: Copy): RawRecord => ({
  bg: {
    id: 'bg',
    type: 'shape',
    subtype: 'slidebg',
    bg: { color: `linear-gradient(135deg, ${c.from} 0%, ${c.to} 100%)` },
  },
  kicker: text('kicker', c.kicker, {
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(110, 110, 100, 90, 80) },
    font: { family: "'Open Sans', sans-serif", size: lv(20, 20, 18, 17, 16), style: 'italic' },
    lh: lv(28, 28, 26, 24, 22),
    color: '#ffd28a',
    tl: rise(200, 20),
  }),
  headline: text('headline', c.headline, {
    tag: 'h2',
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(160, 160, 150, 136, 120) },
    size: { w: lv(760, 760, 640, 560, 420) },
    font: { family: 'Roboto', size: lv(64, 64, 56, 48, 36), weight: 700 },
    lh: lv(72, 72, 64, 56, 44),
    ws: 'normal',
    tl: rise(350),
  }),
  body: text('body', c.body, {
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(330, 330, 300, 270, 240) },
    size: { w: lv(560, 560, 520, 480, 420) },
    font: { family: 'Lato', size: lv(20, 20, 18, 17, 16) },
    lh: lv(30, 30, 28, 26, 24),
    ws: 'normal',
    color: 'rgba(255,255,255,0.88)',
    tl: rise(600),
  }),
  stars: text('stars', '<i class="fa fa-star"></i>'.repeat(5), {
    pos: { x: lv(80, 80, 60, 40, 24), y: lv(420, 420, 390, 360, 360) },
    font: { family: 'Roboto', size: 22 },
    lh: 24,
    color: '#ffd28a',
    acc: { label: 'Five stars', role: 'img' },
    tl: rise(750, 0),
  }),
  prev: arrow('prev', 'chevron_left', lv(80, 80, 60, 40, 24), 'previous'),
  next: arrow('next', 'chevron_right', lv(140, 140, 120, 100, 84), 'next'),
})

/**
 * A two-slide section in the local provider's web fonts (Roboto Bold headline, Lato body, Open
 * Sans italic kicker), with icon font arrows and stars.
 */
export const FONTS_SHOWCASE: RawRecord = {
  id: 'fonts-showcase',
  settings: {
    alias: 'fonts-showcase',
    title: 'Web and icon fonts',
    size: { width: [1240, 1240, 1024, 778, 480], height: [560, 560, 540, 520, 560] },
    slideshow: { len: 8000 },
  },
  slides: Object.fromEntries(
    COPY.map((c, i) => [
      String(i + 1),
      { id: i + 1, slide: { title: c.headline, order: i + 1 }, layers: slide(c) },
    ]),
  ),
}
