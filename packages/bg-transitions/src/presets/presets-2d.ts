import type { BgPreset } from './preset-types'

function slide(x: string, y: string): BgPreset {
  return { in: { opacity: 1, x, y } }
}
function push(x: string, y: string, ox: string, oy: string): BgPreset {
  return {
    in: { opacity: 1, x, y },
    out: { animate: true, x: ox, y: oy },
  }
}
function slots(
  rows: number | 'random',
  columns: number | 'random',
  extra: BgPreset = {},
): BgPreset {
  return {
    ...extra,
    in: { opacity: 0, ...extra.in, rows, columns },
  }
}
function scaled(opacity: number, scale: number, more: BgPreset['in'] = {}): BgPreset['in'] {
  return {
    opacity,
    scaleX: scale,
    scaleY: scale,
    ...more,
  }
}

/** Fades, slides and pushes in 4 directions, zooms and rotations (docs/data-format/README.md `in`/`out`). */
export const PRESETS_2D: Record<string, BgPreset> = {
  fade: { in: { opacity: 0 } },
  crossfade: { in: { opacity: 0 }, out: { animate: true, opacity: 0 } },
  fadethroughdark: {
    in: { opacity: 0 },
    out: { animate: true, opacity: 0 },
    filter: { brightness: 0 },
  },
  slideleft: slide('100%', '0'),
  slideright: slide('-100%', '0'),
  slideup: slide('0', '100%'),
  slidedown: slide('0', '-100%'),
  pushleft: push('100%', '0', '-100%', '0'),
  pushright: push('-100%', '0', '100%', '0'),
  pushup: push('0', '100%', '0', '-100%'),
  pushdown: push('0', '-100%', '0', '100%'),
  zoomin: { in: scaled(0, 0.6) },
  zoomout: { in: scaled(0, 1.5), out: { animate: true, ...scaled(0, 0.7) } },
  zoomrotate: { in: scaled(0, 0.3, { rotation: 90 }) },
  rotatein: { in: scaled(0, 1.2, { rotation: -45 }) },
  // Slots: `mask` keeps each piece's picture inside its slot while it moves.
  slotshorizontal: slots(1, 10, { in: { opacity: 1, y: '-100%', mask: true } }),
  slotsvertical: slots(10, 1, { in: { opacity: 1, x: '100%', mask: true } }),
  slotsfade: slots(1, 'random', { direction: 'random' }),
  boxes: slots(5, 5, { in: scaled(0, 0) }),
  boxesrandom: slots('random', 'random', { direction: 'random', in: scaled(0, 0.2) }),
  boxesmiddle: slots(8, 8, { direction: 'middle', in: scaled(0, 0) }),
  grid10: slots(10, 10, { in: scaled(0, 0.3, { rotation: 45 }) }),
  curtainleft: slots(1, 8, { in: { opacity: 1, y: '-100%', mask: true } }),
  curtainright: slots(1, 8, { direction: 'end', in: { opacity: 1, y: '-100%', mask: true } }),
  curtainmiddle: slots(1, 8, { direction: 'middle', in: { opacity: 1, y: '100%', mask: true } }),
  blindshorizontal: slots(10, 1, { in: { opacity: 1, scaleY: 0 } }),
  blindsvertical: slots(1, 10, { in: { opacity: 1, scaleX: 0 } }),
}
