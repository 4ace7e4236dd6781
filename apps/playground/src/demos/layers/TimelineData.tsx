import type { RawRecord } from '@strata/core'

/** Layer-grid size of the timeline demos (docs/behaviour.md §9 breakpoints). */
const SIZE = { width: [1600, 1240, 1024, 778, 480], height: [700, 620, 560, 520, 560] }

type Kf = RawRecord
const track = (...all: Kf[]): RawRecord => ({ all })
const fadeOut = { content: track({ o: 'inherit' }, { d: 300, o: 0 }) }

const text = (
  id: string,
  t: string,
  x: number,
  y: number,
  tl: RawRecord,
  extra: RawRecord = {},
): RawRecord => ({
  id,
  type: 'text',
  content: { text: t },
  pos: { x, y },
  font: { family: 'Arial', size: 26, weight: 700 },
  lh: 32,
  color: '#ffffff',
  tl,
  ...extra,
})

const backdrop = (colour: string): RawRecord => ({
  id: 'bg',
  type: 'shape',
  zIndex: 1,
  size: { cMode: 'cover' },
  bg: { color: colour },
})

/**
 * The fixture's layers: one per track and key family, with end states the browser test checks
 * against the keyframes (ids are what the test looks up).
 */
export const FIXTURE_LAYERS: RawRecord[] = [
  backdrop('#14213d'),
  text('t2d', 'Move 2D', 40, 30, {
    in: {
      content: track(
        { o: 0, x: -100 },
        { d: 400, x: 60, y: 30, rZ: 15, skX: 10, sX: 1.5, sY: 0.5, o: 0.8 },
      ),
    },
    out: fadeOut,
  }),
  text('t3d', 'Turn 3D', 420, 40, {
    in: {
      content: {
        pers: 800,
        all: [
          { o: 0, rX: 90 },
          { d: 400, z: 40, rX: 20, rY: 30, o: 1 },
        ],
      },
    },
    out: fadeOut,
  }),
  text('pct', 'Percent', 760, 40, {
    in: { content: track({ x: '-100%', o: 0 }, { d: 400, x: '50%', o: 0.6 }) },
  }),
  text('level', 'Per level', 40, 140, {
    in: {
      content: track(
        { y: [100, '#a', '#a', '#a', 10], o: 0 },
        { d: 400, y: [40, '#a', '#a', '#a', 20], o: 1 },
      ),
    },
  }),
  text('inherit', 'Inherit', 300, 140, {
    in: { content: track({ x: 25, o: 0 }, { d: 300, x: 'inherit', o: 1 }) },
  }),
  text('words', 'Split into words', 40, 260, {
    in: { words: track({ o: 0, y: 20 }, { d: 300, sd: 60, dir: 'middle', o: 1, y: 0 }) },
  }),
  text('chars', 'Characters', 360, 260, {
    in: { chars: track({ o: 0, rX: 90 }, { d: 300, sd: 30, dir: 'random', o: 1, rX: 0 }) },
  }),
  text('lines', 'Lines too', 640, 260, {
    in: { lines: track({ o: 0, x: -30 }, { d: 300, sd: 80, dir: 'end', o: 1, x: 0 }) },
  }),
  text('mask', 'Masked reveal', 40, 360, {
    in: {
      mask: track({ oflow: 'hidden' }, { d: 10 }),
      loop: track({ y: '100%' }, { d: 400, y: 0 }),
    },
  }),
  text('filter', 'Blur in', 360, 360, {
    in: {
      filter: track(
        { blur: 10, brightness: 50, grayscale: 100 },
        { d: 400, blur: 0, brightness: 100, grayscale: 0 },
      ),
    },
  }),
  text('clip', 'Clip reveal', 640, 360, {
    in: { clip: track({ clip: 0 }, { d: 400, clip: 100 }) },
  }),
  text('pan', 'Pan', 900, 360, {
    in: { pan: track({ x: -40 }, { d: 400, x: 0 }) },
    loop: { content: track({ y: 0 }, { d: 500, y: -8 }, { d: 500, y: 0 }) },
  }),
  // Fades in, then a keyframe that repeats for ever (there and back): `in` never ends.
  text('float', 'Float', 1100, 360, {
    in: { content: track({ y: 0, o: 0 }, { d: 300, o: 1 }, { d: 500, y: -8, repeat: -1 }) },
  }),
  text(
    'hover',
    'Hover me',
    40,
    460,
    { in: { content: track({ o: 0 }, { d: 200, o: 1 }) } },
    {
      type: 'button',
      p: { t: 10, r: 20, b: 10, l: 20 },
      bg: { color: '#2a9d8f' },
      radius: 6,
      hov: { u: true, bg: '#e76f51', frame: { y: -10, sX: 1.1, sY: 1.1, o: 0.9, d: 300 } },
    },
  ),
]

/** Thirty layers entering at once: transform, opacity, filter and clip together. */
export const MANY_LAYERS: RawRecord[] = [
  backdrop('#1d3557'),
  ...Array.from({ length: 30 }, (_, i) =>
    text(`m${i}`, `Layer ${i + 1}`, 30 + (i % 6) * 190, 30 + Math.floor(i / 6) * 100, {
      in: {
        content: track(
          { o: 0, y: 40, sX: 0.5, rZ: -10 },
          { t: i * 10, d: 800, o: 1, y: 0, sX: 1, rZ: 0 },
        ),
        filter: track({ blur: 6 }, { t: i * 10, d: 800, blur: 0 }),
        clip: track({ clip: 0 }, { t: i * 10, d: 800, clip: 100 }),
      },
    }),
  ),
]

const byId = (layers: RawRecord[]) => Object.fromEntries(layers.map((l) => [String(l.id), l]))

/** A module whose slides hold the given layers. */
export function timelineModule(id: string, slides: RawRecord[][]): RawRecord {
  return {
    id,
    settings: { alias: id, title: id, size: SIZE, slideshow: { auto: false } },
    slides: Object.fromEntries(
      slides.map((layers, i) => [
        i + 1,
        { id: i + 1, slide: { title: `Slide ${i + 1}`, order: i + 1 }, layers: byId(layers) },
      ]),
    ),
  }
}
