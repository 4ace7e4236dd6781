import type { BgPreset } from './preset-types'

const slide = (x: string, y: string): BgPreset => ({ in: { o: 1, x, y } })
const push = (x: string, y: string, ox: string, oy: string): BgPreset => ({
  in: { o: 1, x, y },
  out: { a: true, x: ox, y: oy },
})
const slots = (row: number | 'random', col: number | 'random', extra: BgPreset = {}): BgPreset => ({
  ...extra,
  in: { o: 0, ...extra.in, row, col },
})

/** Fades, slides and pushes in 4 directions, zooms and rotations (DATA-FORMAT.md `in`/`out`). */
export const PRESETS_2D: Record<string, BgPreset> = {
  fade: { in: { o: 0 } },
  crossfade: { in: { o: 0 }, out: { a: true, o: 0 } },
  fadethroughdark: { in: { o: 0 }, out: { a: true, o: 0 }, filter: { brightness: 0 } },
  slideleft: slide('100%', '0'),
  slideright: slide('-100%', '0'),
  slideup: slide('0', '100%'),
  slidedown: slide('0', '-100%'),
  pushleft: push('100%', '0', '-100%', '0'),
  pushright: push('-100%', '0', '100%', '0'),
  pushup: push('0', '100%', '0', '-100%'),
  pushdown: push('0', '-100%', '0', '100%'),
  zoomin: { in: { o: 0, sx: 0.6, sy: 0.6 } },
  zoomout: { in: { o: 0, sx: 1.5, sy: 1.5 }, out: { a: true, o: 0, sx: 0.7, sy: 0.7 } },
  zoomrotate: { in: { o: 0, sx: 0.3, sy: 0.3, r: 90 } },
  rotatein: { in: { o: 0, r: -45, sx: 1.2, sy: 1.2 } },
  // Slots: `m` keeps each piece's picture inside its slot while it moves.
  slotshorizontal: slots(1, 10, { in: { o: 1, y: '-100%', m: true } }),
  slotsvertical: slots(10, 1, { in: { o: 1, x: '100%', m: true } }),
  slotsfade: slots(1, 'random', { dir: 'random' }),
  boxes: slots(5, 5, { in: { o: 0, sx: 0, sy: 0 } }),
  boxesrandom: slots('random', 'random', { dir: 'random', in: { o: 0, sx: 0.2, sy: 0.2 } }),
  boxesmiddle: slots(8, 8, { dir: 'middle', in: { o: 0, sx: 0, sy: 0 } }),
  grid10: slots(10, 10, { in: { o: 0, sx: 0.3, sy: 0.3, r: 45 } }),
  curtainleft: slots(1, 8, { in: { o: 1, y: '-100%', m: true } }),
  curtainright: slots(1, 8, { dir: 'end', in: { o: 1, y: '-100%', m: true } }),
  curtainmiddle: slots(1, 8, { dir: 'middle', in: { o: 1, y: '100%', m: true } }),
  blindshorizontal: slots(10, 1, { in: { o: 1, sy: 0 } }),
  blindsvertical: slots(1, 10, { in: { o: 1, sx: 0 } }),
}
