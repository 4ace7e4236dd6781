import type { Reporter } from '@strata/core'
import type { NavExtra, NavScrubber } from '../types'
import type { SCRUBBER_KEYS, ScrubberExtra } from './scrubber-keys'

/** Reads one extra: the CSS value, or undefined when the value is not allowed. */
type Read = (v: Exclude<NavExtra, null>) => string | undefined

function asNum(v: Exclude<NavExtra, null>): number {
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN
}
function pxAtLeast(min: number): Read {
  return (v) => {
    const n = asNum(v)
    return Number.isFinite(n) && n >= min ? `${n}px` : undefined
  }
}
// Values with ; { } < could break out of the declaration: refused like skin placeholders.
const colour: Read = (v) => (typeof v === 'string' && v.trim() && !/[;{}<]/.test(v) ? v : undefined)
const length: Read = (v) =>
  typeof v === 'string' && /^\d+(\.\d+)?(px|%)$/.test(v) ? v : pxAtLeast(1)(v)
const opacity: Read = (v) => {
  const n = asNum(v)
  return Number.isFinite(n) && n >= 0 && n <= 1 ? `${n}` : undefined
}
const shape: Read = (v) => (v === 'circle' ? '50%' : v === 'square' ? '0' : undefined)

const N1 = 'a number of at least 1'
const N0 = 'a number of at least 0'
const CSS_COLOUR = 'a CSS colour'

/**
 * An extra's export key (as in `SCRUBBER_KEYS`, the keys the normaliser reads: written here again
 * so the scrubber's chunk does not share a file with the first download), how it is read, what a
 * good value is (for the report), and its default as authored.
 */
type Rule<K extends ScrubberExtra = ScrubberExtra> = readonly [
  key: (typeof SCRUBBER_KEYS)[K],
  read: Read,
  need: string,
  fallback: string | number,
]

/**
 * What each extra means (our reading of the short names; docs/behaviour.md gives none) and its default.
 * Each becomes the custom property `--strata-scrub-<export key>` on the scrubber, read by
 * BASE_CSS (the export's short keys keep the skin-facing names stable).
 */
export const SCRUBBER_EXTRAS: { readonly [K in ScrubberExtra]: Rule<K> } = {
  /** Handle size, px. @default 16 */
  handleSize: ['hs', pxAtLeast(1), N1, 16],
  /** The scrubber's length, px or %. @default '40%' */
  length: ['ms', length, 'a length in px or %', '40%'],
  /** Track size (thickness), px. @default 4 */
  trackSize: ['ts', pxAtLeast(1), N1, 4],
  /** Track opacity, 0 to 1. @default 1 */
  trackOpacity: ['to', opacity, 'a number from 0 to 1', 1],
  /** Track colour. @default 'rgba(255,255,255,0.35)' */
  trackColor: ['sc', colour, CSS_COLOUR, 'rgba(255,255,255,0.35)'],
  /** Hit padding around the track, px (a larger touch target). @default 8 */
  hitPadding: ['hp', pxAtLeast(0), N0, 8],
  /** Panel colour behind the scrubber. @default 'transparent' */
  panelColor: ['pa', colour, CSS_COLOUR, 'transparent'],
  /** Handle colour. @default '#ffffff' */
  handleColor: ['ha', colour, CSS_COLOUR, '#ffffff'],
  /** Handle shape: 'circle' or 'square'. @default 'circle' */
  handleShape: ['sk', shape, '"circle" or "square"', 'circle'],
  /** Corner radius of the track and the panel, px. @default 2 */
  cornerRadius: ['cor', pxAtLeast(0), N0, 2],
}

/**
 * The scrubber's custom properties from its extras; an unset extra takes its default, a bad one
 * is reported at its export key (`settings.nav.scrubber.hs`, as the data spells it) and takes
 * its default too.
 */
export function scrubberStyle(
  data: Pick<NavScrubber, ScrubberExtra>,
  report: Reporter,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, [key, read, need, fallback]] of Object.entries(SCRUBBER_EXTRAS) as [
    ScrubberExtra,
    Rule,
  ][]) {
    const raw = data[name]
    let value = raw == null ? undefined : read(raw)
    if (raw != null && value === undefined)
      report(`settings.nav.scrubber.${key}`, `must be ${need}; using ${fallback}`)
    value ??= read(fallback)
    out[`--strata-scrub-${key}`] = value ?? ''
  }
  return out
}
