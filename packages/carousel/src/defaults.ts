import type { Length } from '@strata/core'
import { absent, parseBoolean, parseLength, type Reader, type Schema } from '@strata/core/kit'
import type { CarouselOrientation } from './types'

/** A single length; a bad one is reported and the default used. */
function length(d: Length): Reader<Length> {
  return (v, report, p) => {
    const l = absent(v) ? d : parseLength(v)
    if (l === undefined) report(p, `must be a length; using ${JSON.stringify(d)}`)
    return l ?? d
  }
}

/** The export writes `h` / `v`; the long names are accepted too. */
const orientation: Reader<CarouselOrientation> = (v, report, p) => {
  if (absent(v) || v === 'h' || v === 'horizontal') return 'horizontal'
  if (v === 'v' || v === 'vertical') return 'vertical'
  report(p, 'must be h or v; using h')
  return 'horizontal'
}

/** docs/behaviour.md §3: "showAllLayers (false, all or individual)". */
const showAll: Reader<false | 'all' | 'individual'> = (v, report, p) => {
  if (absent(v) || parseBoolean(v) === false) return false
  if (v === 'all' || v === 'individual') return v
  report(p, 'must be false, all or individual; using false')
  return false
}

/**
 * Carousel defaults (docs/behaviour.md §3 "Carousel settings", §9), as a schema for core's `shape`:
 * a value is the default, a list is the allowed values (first is the default), `long|short`
 * reads the model's whole-word name or the export's key (docs/data-format/carousel.md).
 */
export const CAROUSEL_DEFAULTS = {
  /** @default 'horizontal' - "Orientation h or v" (export key `type`). */
  'orientation|type': orientation,
  /** @default 'center' */
  align: ['center', 'left', 'right'],
  /** @default 3 - "maxV (default 3)". */
  'maxVisible|maxV': 3,
  /** @default false */
  justify: false,
  /** @default false */
  stretch: false,
  /** @default false */
  scale: false,
  /** @default 50 - "minS 50" (percent). */
  'minScale|minS': 50,
  /** @default 0 */
  space: 0,
  /** @default false */
  rotation: false,
  /** @default 0 - degrees. */
  'maxRotation|maxR': 0,
  /** @default false */
  opacity: false,
  /** @default 100 - "maxO 100" (percent). */
  'maxOpacity|maxO': 100,
  /** @default 'off' - "spin off or 3d" (exports also 2d). */
  spin: ['off', '2d', '3d'],
  /** @default 0 - §9 "Spin angle 0" (degrees). */
  'spinAngle|spinA': 0,
  /** @default true - "snap true". */
  snap: true,
  /** @default false */
  infinity: false,
  /** @default 'power3.inOut' - "ease power3.inOut". */
  ease: 'power3.inOut',
  /** @default 800 - "dur 800" (ms; §9: 0.8 s, capped to slide length). */
  'duration|dur': 800,
  /** @default false - "showAllLayers (false, all or individual)". */
  showAllLayers: showAll,
  /** @default 0 */
  'borderRadius|bR': length(0),
  /** @default 50 - "prevNextVis 50px" (px lengths are numbers). */
  'prevNextVis|pNV': length(50),
  /** @default 1200 - §9 "1200 carousel default" (perspective, px). */
  perspective: 1200,
  /** @default 0 - px of space above the slides, outside the module's height (export key `pT`). */
  'paddingTop|pT': 0,
  /** @default 0 - px of space below the slides, outside the module's height (export key `pB`). */
  'paddingBottom|pB': 0,
} as const satisfies Schema
