import type { Length } from '@strata/core'
import { absent, num, parseLength, type Reader, type Schema } from '@strata/core/kit'
import type { GridSize } from './types'

/** §9 "Background transition 1000 ms; random 300 to 1300 ms": the random duration range. */
export const RANDOM_DURATION = [300, 1300] as const
/** §5 "Random grid sizes are 3 to 13". */
export const RANDOM_GRID = [3, 13] as const
/** Engines Strata animates; data naming another engine falls back to a fade (docs/data-format/README.md). */
export const ENGINES = ['animateCore']
/** Overlay patterns Strata has: 1 to 5; §5 "Unknown overlay pattern falls back to pattern 2". */
export const OVERLAY_PATTERNS = 5

function length(d: Length): Reader<Length> {
  return (v, report, p) => {
    const l = absent(v) ? d : parseLength(v)
    if (l === undefined) report(p, `must be a length; using ${d}`)
    return l ?? d
  }
}
/** §5 "Column count is clamped between 1 and canvas size minus 10" (the canvas is not known yet: at least 1 here). */
const grid: Reader<GridSize> = (v, report, p) =>
  v === 'random' ? v : num(v, 1, report, p, { min: 1 })
function motion(opacity: number) {
  return {
    'opacity|o': length(opacity),
    x: length(0),
    y: length(0),
    'rotation|r': length(0),
    'scaleX|sx': length(1),
    'scaleY|sy': length(1),
    'mask|m': false,
    'rows|row': grid,
    'columns|col': grid,
  }
}

/**
 * Background animation defaults (docs/behaviour.md §3 "d 1000, sd 75, tr basic, e power2.inOut, dir,
 * in and out (o, x, y, r, sx, sy, m, row, col); d3: f (none, cube, incube, fly, turn), d,
 * z 300, t, su shadow; filter, random flag") as a schema for core's `shape`: `long|short` reads
 * the model's whole-word name or the export's key (docs/data-format/bg-transitions.md). With no
 * data the incoming slide fades in.
 */
export const BG_ANIMATION_DEFAULTS = {
  /** @default 1000 - ms; the 6.x compact form calls it `ms`. */
  'duration|d|ms': 1000,
  /** @default 75 - ms, §9 "Stagger 75". */
  'stagger|sd': 75,
  /** @default 'basic' */
  'transition|tr': 'basic',
  /** @default 'power2.inOut' */
  'ease|e': 'power2.inOut',
  /** @default 'start' - stagger order. */
  'direction|dir': 'start',
  /** @default false */
  'random|rnd': false,
  in: motion(0),
  out: { 'animate|a': false, ...motion(1), 'ease|e': 'power2.inOut' },
  d3: {
    /** @default 'none' */
    'effect|f': ['none', 'cube', 'incube', 'fly', 'turn'],
    /** @default 'horizontal' */
    'direction|d': ['horizontal', 'vertical'],
    /** @default 300 - px. */
    'depth|z': 300,
    /** @default 0 - degrees. */
    'tilt|t': 0,
    /** @default false */
    'shadow|su': false,
  },
  filter: { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 },
} as const satisfies Schema
