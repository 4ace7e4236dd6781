import type { RawRecord } from '@strata/core'

/** A value per device level (largedesktop … mobile), in the export's 5-slot form. */
export const lv = (...v: (number | string)[]): (number | string)[] =>
  v.length === 5 ? v : [v[0]!, v[0]!, v[1] ?? v[0]!, v[2] ?? v[1] ?? v[0]!, v[3] ?? v[2] ?? v[0]!]

/** A fade-and-rise entrance starting at `t` ms, in the export's `tl.in.content` form. */
export const rise = (t: number, y = 40): RawRecord => ({
  in: {
    content: {
      all: [
        { o: 0, y },
        { t, d: 700, e: 'power3.out', o: 1, y: 0 },
      ],
    },
  },
  out: { content: { all: [{ o: 'inherit' }, { d: 300, o: 0 }] } },
})

/** Words of a headline rising one after another (SplitText through @strata/layers-text). */
export const wordsIn = (t: number): RawRecord => ({
  in: {
    words: {
      all: [
        { o: 0, y: 36, rX: -40 },
        { t, d: 800, sd: 70, e: 'power3.out', o: 1, y: 0, rX: 0 },
      ],
    },
  },
  out: { content: { all: [{ o: 'inherit' }, { d: 300, o: 0 }] } },
})

/** A text layer in the exported shape. */
export const text = (id: string, content: string, extra: RawRecord): RawRecord => ({
  id,
  type: 'text',
  content: { text: content },
  font: { family: 'Georgia, serif', weight: 400 },
  color: '#ffffff',
  ...extra,
})

/** A call-to-action button whose click follows a link (a `link` action on the slide). */
export const button = (id: string, label: string, extra: RawRecord): RawRecord =>
  text(id, label, {
    subtype: 'button',
    font: { family: 'Arial, Helvetica, sans-serif', size: lv(18, 18, 16, 15), weight: 700 },
    lh: lv(22, 22, 20, 18),
    p: { t: 14, r: 30, b: 14, l: 30 },
    color: '#1c1f4a',
    bg: { color: '#ffd28a' },
    radius: 28,
    cursor: 'pointer',
    hov: { u: true, bg: '#ffffff', frame: { sX: 1.05, sY: 1.05, d: 200 } },
    ...extra,
  })

/** The slide's background layer: an image that covers the stage, with a Ken Burns drift. */
export const photoBackground = (src: string, transition: string, pan: RawRecord): RawRecord => ({
  id: 'bg',
  type: 'shape',
  subtype: 'slidebg',
  bg: { color: '#1c1f4a', image: { src, size: 'cover', pos: 'center center' } },
  tl: { in: { bg: { all: [[], { tr: transition, d: 1200 }] }, pan: { all: [{}, pan] } } },
})
