import type { RawRecord } from '@strata/core'
import { button, lv, rise, text, wordsIn } from '../showcase/parts'

/** The hero's files in public/layers-media/ (made here with ffmpeg: see its README.md). */
export const HERO_FILES = {
  video: '/layers-media/hero.webm',
  poster: '/layers-media/hero-poster.jpg',
} as const

const SANS = 'Arial, Helvetica, sans-serif'

/**
 * A studio's home-page hero: a muted, looping background video (its first frame as the poster
 * until it can play) under a kicker, a headline whose words rise in turn, a line of copy and two
 * calls to action. The slide's `slidebg` layer holds the video (`bg.video`), which
 * @strata/bg-transitions announces and @strata/layers-media plays.
 */
export const heroSlide = (): RawRecord => ({
  bg: {
    id: 'bg',
    type: 'shape',
    subtype: 'slidebg',
    bg: {
      color: '#0a1628',
      video: { type: 'html5', src: HERO_FILES.video, poster: HERO_FILES.poster, loop: true },
    },
  },
  kicker: text('kicker', 'NORTHLIGHT STUDIO', {
    pos: { x: lv(96, 96, 64, 40, 24), y: lv(-130, -130, -118, -104, -96), v: 'middle' },
    size: { w: lv(560, 560, 520, 480, 420) },
    font: { family: SANS, size: lv(15, 15, 14, 13, 12), weight: 700, ls: 4 },
    lh: lv(20, 20, 20, 18, 16),
    color: '#ee964b',
    tl: rise(200, 16),
  }),
  headline: text('headline', 'Light that moves with the room', {
    tag: 'h2',
    pos: { x: lv(96, 96, 64, 40, 24), y: lv(-40, -40, -36, -30, -30), v: 'middle' },
    size: { w: lv(640, 640, 560, 520, 420) },
    font: { family: 'Georgia, serif', size: lv(64, 64, 56, 48, 38), weight: 700 },
    lh: lv(72, 72, 64, 54, 44),
    ws: 'normal',
    textShadow: { use: true, x: 0, y: 2, b: 20, c: 'rgba(0,0,0,0.45)' },
    tl: wordsIn(350),
  }),
  body: text(
    'body',
    'Fixtures that follow daylight from dawn to dusk, for homes, studios and galleries.',
    {
      pos: { x: lv(96, 96, 64, 40, 24), y: lv(84, 84, 76, 70, 64), v: 'middle' },
      size: { w: lv(480, 480, 440, 420, 400) },
      font: { family: SANS, size: lv(19, 19, 18, 17, 16) },
      lh: lv(29, 29, 27, 26, 24),
      ws: 'normal',
      color: 'rgba(255,255,255,0.88)',
      tl: rise(900),
    },
  ),
  demo: button('demo', 'Book a visit', {
    pos: { x: lv(96, 96, 64, 40, 24), y: lv(176, 176, 160, 150, 140), v: 'middle' },
    bg: { color: '#ee964b' },
    color: '#0a1628',
    tl: rise(1100),
    actions: [{ a: 'link', evt: 'click', link: '#visit', ltarget: '_self' }],
  }),
  film: button('film', 'See the collection', {
    pos: { x: lv(290, 290, 250, 220, 24), y: lv(176, 176, 160, 150, 204), v: 'middle' },
    bg: { color: 'rgba(255,255,255,0)' },
    border: { s: 'solid', w: 2, c: 'rgba(255,255,255,0.7)' },
    color: '#ffffff',
    hov: { u: true, bg: 'rgba(255,255,255,0.12)', frame: { sX: 1.05, sY: 1.05, d: 200 } },
    tl: rise(1200),
    actions: [{ a: 'link', evt: 'click', link: '#collection', ltarget: '_self' }],
  }),
})
