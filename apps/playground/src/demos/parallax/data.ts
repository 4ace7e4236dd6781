import type { RawRecord } from '@strata/core'

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

/**
 * A mountain hero: a sky, a sun, clouds, three ranges of hills and the copy, each at its own
 * depth level (layer `mod.d`: percent of the pointer's travel). `mod` per layer id adds more
 * (scroll modifiers `sc`).
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
    cloud: shape('cloud', {
      zIndex: 3,
      pos: { x: 640, y: 150 },
      size: { w: 260, h: 56 },
      radius: [28, 28, 28, 28],
      bg: { color: 'rgba(255,255,255,0.55)' },
      mod: m('cloud', 8),
    }),
    far: shape('far', {
      zIndex: 4,
      pos: { x: -120, y: 360 },
      size: { w: 1480, h: 320 },
      radius: ['45%', '55%', '0', '0'],
      bg: { color: '#5b3f7a' },
      mod: m('far', 10),
    }),
    mid: shape('mid', {
      zIndex: 5,
      pos: { x: 380, y: 420 },
      size: { w: 1100, h: 260 },
      radius: ['60%', '40%', '0', '0'],
      bg: { color: '#3a2b5e' },
      mod: m('mid', 14),
    }),
    near: shape('near', {
      zIndex: 6,
      pos: { x: -200, y: 480 },
      size: { w: 1000, h: 220 },
      radius: ['50%', '50%', '0', '0'],
      bg: { color: '#1d1638' },
      mod: m('near', 20),
    }),
    kicker: text('kicker', 'HIGH COUNTRY', {
      zIndex: 7,
      pos: { x: lv(80, 80, 60, 40), y: lv(120, 120, 110, 100) },
      font: { family: 'Arial, Helvetica, sans-serif', size: 16, weight: 700, ls: 5 },
      lh: 20,
      color: '#ffd28a',
      mod: m('kicker', 6),
    }),
    headline: text('headline', 'Walk above the clouds', {
      tag: 'h2',
      zIndex: 8,
      pos: { x: lv(80, 80, 60, 40), y: lv(156, 156, 146, 130) },
      size: { w: lv(620, 620, 560, 520, 420) },
      font: { family: 'Georgia, serif', size: lv(64, 64, 56, 48, 38), weight: 700 },
      lh: lv(72, 72, 64, 56, 44),
      ws: 'normal',
      textShadow: { use: true, x: 0, y: 2, b: 18, c: 'rgba(0,0,0,0.35)' },
      mod: m('headline', 5),
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
  mod: { use: true, type: '3D', d3z: 65 },
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
