import type { RawRecord } from '@strata/core'
import { birds, cloud, forest, ridge } from './art'

/** A value per device level (largedesktop … mobile), in the export's 5-slot form. */
const lv = (...v: number[]): number[] =>
  v.length === 5 ? v : [v[0]!, v[0]!, v[1] ?? v[0]!, v[2] ?? v[1] ?? v[0]!, v[3] ?? v[2] ?? v[0]!]

/** The hero's grid: 1240 × 600 on desktops, narrower grids below (docs/behaviour.md §9). */
const SIZE = { width: [1240, 1240, 1024, 778, 480], height: [600, 600, 560, 520, 560] }

const shape = (id: string, extra: RawRecord): RawRecord => ({ id, type: 'shape', ...extra })
const text = (id: string, content: string, extra: RawRecord): RawRecord => ({
  id,
  type: 'text',
  content: { text: content },
  font: { family: 'Georgia, serif', weight: 700 },
  color: '#ffffff',
  ...extra,
})
const gradient = (css: string) => ({ color: { type: 'linear', string: css } })

/** The scenery, drawn once (generated SVG, src/demos/parallax/art.ts). */
const ART = {
  far: ridge({
    w: 1480,
    h: 320,
    peaks: 6,
    seed: 7,
    top: '#7d5ea8',
    bottom: '#4a3573',
    snowLine: 0.3,
  }),
  mid: ridge({ w: 1440, h: 280, peaks: 4, seed: 21, top: '#4b3a78', bottom: '#2d2352' }),
  near: forest({ w: 1640, h: 240, seed: 3, trees: 34, hill: '#1d1638', tree: '#140f29' }),
  cloud: cloud(300, 90, 11),
  haze: cloud(420, 110, 5, '#ffd9e8'),
  birds: birds(220, 90, 9),
}

/** A shape layer showing one piece of the scenery at its own size. */
const scenery = (id: string, image: string, extra: RawRecord): RawRecord =>
  shape(id, { bg: { image }, ...extra })

/**
 * A travel site's hero section, "High country": a dusk sky, a sun, two clouds, birds, a snowy
 * range, a nearer range and a forest, then the copy and a call to action, each at its own depth
 * level (layer `mod.d`: percent of the pointer's travel). `mods` per layer id adds more (scroll
 * modifiers `sc`).
 */
export function heroLayers(mods: Record<string, RawRecord> = {}): RawRecord {
  const m = (id: string, d: number) => ({ d, ...mods[id] })
  return {
    sky: shape('sky', {
      rTo: 'slide',
      zIndex: 1,
      size: { cMode: 'cover' },
      bg: gradient('linear-gradient(180deg, #1b2a5c 0%, #7b4b94 55%, #f49a7a 100%)'),
    }),
    sun: shape('sun', {
      zIndex: 2,
      pos: { x: 860, y: 90 },
      size: { w: 170, h: 170 },
      radius: ['50%', '50%', '50%', '50%'],
      bg: gradient('radial-gradient(circle, #fff4c2 0%, #ffc46b 60%, #ff9e5e 100%)'),
      mod: m('sun', 4),
    }),
    haze: scenery('haze', ART.haze, {
      zIndex: 3,
      pos: { x: 900, y: 210 },
      size: { w: 420, h: 110 },
      opacity: 0.5,
      mod: m('haze', 6),
    }),
    cloud: scenery('cloud', ART.cloud, {
      zIndex: 3,
      pos: { x: 740, y: 36 },
      size: { w: 300, h: 90 },
      opacity: 0.8,
      mod: m('cloud', 8),
    }),
    birds: scenery('birds', ART.birds, {
      zIndex: 3,
      pos: { x: 470, y: 14 },
      size: { w: 220, h: 90 },
      mod: m('birds', 12),
    }),
    far: scenery('far', ART.far, {
      zIndex: 4,
      pos: { x: -120, y: 300 },
      size: { w: 1480, h: 320 },
      mod: m('far', 10),
    }),
    mid: scenery('mid', ART.mid, {
      zIndex: 5,
      pos: { x: -100, y: 380 },
      size: { w: 1440, h: 280 },
      mod: m('mid', 14),
    }),
    near: scenery('near', ART.near, {
      zIndex: 6,
      pos: { x: -200, y: 440 },
      size: { w: 1640, h: 240 },
      mod: m('near', 20),
    }),
    kicker: text('kicker', 'HIGH COUNTRY · 7 DAYS', {
      zIndex: 7,
      pos: { x: lv(80, 80, 60, 40), y: lv(96, 96, 90, 80) },
      font: { family: 'Arial, Helvetica, sans-serif', size: 16, weight: 700, ls: 5 },
      lh: 20,
      color: '#ffd28a',
      mod: m('kicker', 6),
    }),
    headline: text('headline', 'Walk above the clouds', {
      tag: 'h2',
      zIndex: 8,
      pos: { x: lv(80, 80, 60, 40), y: lv(130, 130, 122, 110) },
      size: { w: lv(620, 620, 560, 520, 420) },
      font: { family: 'Georgia, serif', size: lv(64, 64, 56, 48, 38), weight: 700 },
      lh: lv(72, 72, 64, 56, 44),
      ws: 'normal',
      textShadow: { use: true, x: 0, y: 2, b: 18, c: 'rgba(0,0,0,0.35)' },
      mod: m('headline', 5),
    }),
    lede: text(
      'lede',
      'Ridge trails, mountain huts and sunrise from the summit, guided all the way.',
      {
        zIndex: 8,
        pos: { x: lv(80, 80, 60, 40), y: lv(224, 224, 266, 236) },
        size: { w: lv(460, 460, 420, 400, 380) },
        font: { family: 'Arial, Helvetica, sans-serif', size: 19, weight: 400 },
        lh: 28,
        ws: 'normal',
        color: '#f3e9ff',
        mod: m('lede', 5),
      },
    ),
    cta: text('cta', 'Plan your trip', {
      type: 'button',
      zIndex: 9,
      pos: { x: lv(80, 80, 60, 40), y: lv(310, 310, 350, 316) },
      font: { family: 'Arial, Helvetica, sans-serif', size: 17, weight: 700 },
      lh: 22,
      p: { t: 14, r: 26, b: 14, l: 26 },
      radius: [24, 24, 24, 24],
      bg: { color: '#ffb35c' },
      color: '#2a1842',
      mod: m('cta', 5),
    }),
  }
}

/** A one-slide module around `layers`, with `settings` added (mod, sbt...). */
export function parallaxModule(alias: string, layers: RawRecord, settings: RawRecord): RawRecord {
  return {
    id: alias,
    settings: { alias, title: alias, type: 'hero', size: SIZE, ...settings },
    slides: { 1: { id: 1, slide: { title: 'High country', order: 1 }, layers } },
  }
}

/** Mouse parallax: the layers move against the pointer by depth. */
export const MOUSE = parallaxModule('parallax-hero', heroLayers(), { mod: { use: true } })

/** 3D tilt: the planes turn towards the pointer; layers stand out by depth × d3z. */
export const TILT = parallaxModule('parallax-tilt', heroLayers(), {
  mod: { use: true, type: '3D', d3z: 65, d3d: 4, d3s: 3 },
})

/** Scroll modifiers: the copy rises and fades through the pass, the hills spread. */
const DRIFT = {
  headline: { sc: { y: 160, o: 0 } },
  kicker: { sc: { y: 220, o: 0 } },
  near: { sc: { y: -120 } },
  mid: { sc: { y: -60 } },
  sun: { sc: { y: 80, r: 0 } },
}

/** Layer scroll modifiers following the module's position in the viewport. */
export const SCROLL_DRIFT = parallaxModule('parallax-drift', heroLayers(DRIFT), {
  mod: { use: true, type: 'scroll' },
})

/** Scroll-based timeline: the copy and hills settle as the module enters, then hold still. */
export const SCROLL_TIMELINE = parallaxModule('parallax-sbt', heroLayers(DRIFT), {
  sbt: { use: true },
})
