import type { RawRecord } from '@strata/core'

/** Grid of the layer demos: width per level (docs/behaviour.md §9 defaults) and a height per level. */
export const GRID = { width: [1600, 1240, 1024, 778, 480], height: [800, 640, 600, 560, 640] }

const lv = (...v: (number | string)[]): (number | string)[] =>
  v.length === 5 ? v : [v[0]!, v[0]!, v[1] ?? v[0]!, v[2] ?? v[1] ?? v[0]!, v[3] ?? v[2] ?? v[0]!]
const text = (id: string, t: string, extra: RawRecord = {}): RawRecord => ({
  id,
  type: 'text',
  content: { text: t },
  ...extra,
})
const GRADIENT = 'linear-gradient(120deg, #ffd36e 0%, #ff5e8a 55%, #7a7bff 100%)'

/** Every layer type (text, button, shape, row/columns, group, zone, container, linebreak). */
export const ALL_LAYERS: RawRecord = {
  bg: {
    id: 'bg',
    type: 'shape',
    rTo: 'slide',
    zIndex: 1,
    size: { cMode: 'cover' },
    bg: { color: { type: 'linear', string: 'linear-gradient(160deg, #1d2b64 0%, #0f0c29 100%)' } },
  },
  title: text('title', 'Strata <b>layers</b>', {
    tag: 'h1',
    pos: { x: lv(60, 60, 40, 24), y: lv(40, 40, 32, 24) },
    font: { family: 'Arial', size: lv(64, 64, 48, 36), weight: 800, ls: 2 },
    lh: lv(72, 72, 56, 42),
    tT: 'uppercase',
    textShadow: { use: true, x: 0, y: 4, b: 12, c: 'rgba(0,0,0,0.6)' },
  }),
  sub: text('sub', 'Gradient text fill', {
    pos: { x: lv(60, 60, 40, 24), y: lv(130, 130, 100, 76) },
    font: { family: 'Arial', size: lv(32, 32, 26, 20), weight: 700 },
    lh: lv(40, 40, 32, 26),
    bg: { fill: { type: 'linear', string: GRADIENT } },
  }),
  stroke: text('stroke', 'Outline', {
    pos: { x: lv(60, 60, 40, 24), y: lv(180, 180, 140, 110) },
    font: { family: 'Arial', size: lv(48, 48, 36, 28), weight: 900, style: 'italic' },
    lh: lv(56, 56, 42, 34),
    color: 'transparent',
    textStroke: { use: true, w: 2, c: '#ffd36e' },
  }),
  btn: {
    id: 'btn',
    type: 'text',
    subtype: 'button',
    content: { text: 'Play' },
    toggle: { text: 'Pause' },
    pos: { x: lv(60, 60, 40, 24), y: lv(40, 40, 32, 24), h: 'right', v: 'bottom' },
    p: { t: 12, r: 28, b: 12, l: 28 },
    font: { family: 'Arial', size: 20, weight: 700 },
    lh: 24,
    color: '#1d2b64',
    bg: { color: '#ffd36e' },
    border: { s: 'solid', w: 3, c: '#ffffff' },
    radius: 24,
    boxShadow: { use: true, x: 0, y: 8, b: 24, s: 0, c: 'rgba(0,0,0,0.45)' },
    cursor: 'pointer',
    acc: { label: 'Play the show' },
  },
  shape: {
    id: 'shape',
    type: 'shape',
    pos: { x: 0, y: lv(120, 120, 110, 160), h: 'center', v: 'middle' },
    size: { w: lv(200, 200, 160, 120), h: lv(120, 120, 96, 72) },
    bg: { color: '#ff5e8a' },
    border: { s: 'dashed', w: 4, c: '#ffffff' },
    radius: [16, 16, 16, 16],
    spike: { l: 'spike', r: 'spike', w: 24 },
    overlay: { use: true, pattern: 1, c: 'rgba(255,255,255,0.5)', s: 6 },
    blend: 'screen',
  },
  row: {
    id: 'row',
    subtype: 'row',
    pos: { x: lv(60, 60, 40, 24), y: lv(260, 260, 210, 170) },
    size: { w: lv(700, 700, 560, 432) },
    bg: { color: 'rgba(255,255,255,0.08)' },
  },
  c1: {
    id: 'c1',
    subtype: 'column',
    pid: 'row',
    size: { col: '1/3' },
    p: { t: 16, r: 16, b: 16, l: 16 },
    bg: { color: 'rgba(122,123,255,0.6)' },
  },
  c2: {
    id: 'c2',
    subtype: 'column',
    pid: 'row',
    size: { col: '2/3' },
    p: { t: 16, r: 16, b: 16, l: 16 },
    bg: { color: 'rgba(255,94,138,0.5)' },
  },
  c1t: text('c1t', 'Column 1/3', {
    pid: 'c1',
    font: { family: 'Arial', size: lv(18, 18, 16, 14) },
    lh: 24,
  }),
  c2a: text('c2a', 'Column 2/3, line one', {
    pid: 'c2',
    font: { family: 'Arial', size: lv(18, 18, 16, 14) },
    lh: lv(24, 24, 22, 18),
  }),
  br: { id: 'br', type: 'linebreak', pid: 'c2' },
  c2b: text('c2b', 'and line two', {
    pid: 'c2',
    font: { family: 'Arial', size: lv(18, 18, 16, 14) },
    lh: 24,
  }),
  group: {
    id: 'group',
    subtype: 'group',
    pos: { x: lv(60, 60, 40, 24), y: lv(40, 40, 32, 300), h: 'right' },
    size: { w: lv(280, 280, 220, 180), h: lv(140, 140, 110, 90) },
    bg: { color: 'rgba(0,0,0,0.35)' },
    border: { s: 'solid', w: [0, 0, 0, 6], c: '#7a7bff' },
  },
  g1: text('g1', 'In a group', {
    pid: 'group',
    pos: { x: 16, y: 16 },
    font: { family: 'Arial', size: lv(22, 22, 18, 15) },
    lh: 28,
  }),
  g2: text('g2', 'bottom right', {
    pid: 'group',
    pos: { x: 16, y: 16, h: 'right', v: 'bottom' },
    font: { family: 'Arial', size: lv(16, 16, 14, 12) },
    lh: 20,
    color: '#ffd36e',
  }),
  zone: {
    id: 'zone',
    subtype: 'zone',
    rTo: 'slide',
    pos: { v: 'bottom' },
    size: { w: '100%', h: lv(8, 8, 8, 8) },
    bg: { color: '#ffd36e' },
  },
  box: {
    id: 'box',
    type: 'container',
    pos: { x: lv(60, 60, 40, 24), y: lv(380, 380, 300, 250) },
    size: { w: lv(300, 300, 260, 200) },
    p: { t: 12, r: 12, b: 12, l: 12 },
    border: { s: 'dotted', w: 2, c: '#ffffff' },
    vis: [true, true, true, true, false],
  },
  boxText: text('boxText', 'A container, hidden on mobile', {
    pid: 'box',
    pos: { pos: 'relative' },
    font: { family: 'Arial', size: 16 },
    lh: 20,
    ws: 'normal',
  }),
  quiet: text('quiet', 'decoration', {
    pos: { x: 0, y: lv(0, 0, 0, 140), h: 'right', v: 'middle' },
    font: { family: 'Arial', size: 12 },
    acc: { hidden: true },
    attr: { class: 'demo-quiet' },
    color: 'rgba(255,255,255,0.4)',
  }),
}

/** A module in the exported shape: `layers` on slide 1, a plain second slide. */
export function layersModule(id: string, layers: RawRecord): RawRecord {
  return {
    id,
    settings: { alias: id, title: id, size: GRID, slideshow: { auto: false } },
    slides: {
      1: { id: 1, slide: { title: 'Layers', order: 1 }, layers },
      2: {
        id: 2,
        slide: { title: 'Second', order: 2 },
        layers: { t: text('t', 'Slide two', { pos: { x: 40, y: 40 } }) },
      },
      // A front global slide: its layer shows over slide 1 only (sStart 1, sEnd 1).
      g: {
        id: 'g',
        global: true,
        slide: { title: 'Global', order: 0, pos: 'front' },
        layers: {
          badge: text('badge', 'global layer · slide 1 only', {
            pos: { x: 0, y: lv(12, 12, 4, 80), h: 'center', v: lv('top', 'top', 'top', 'bottom') },
            font: { family: 'Arial', size: 14 },
            lh: 18,
            p: { t: 4, r: 10, b: 4, l: 10 },
            bg: { color: 'rgba(0,0,0,0.5)' },
            radius: 9,
            sStart: 1,
            sEnd: 1,
          }),
        },
      },
    },
  }
}
