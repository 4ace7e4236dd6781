import type { ModuleSettings, ModuleType, RawRecord, RawValue, Responsive } from '../types/model'
import type { Reporter } from '../types/plugin'
import { absent, dot, fix, isRec } from './safe'
import { firstSet, num, oneOf, parseNumber, record, responsive, str } from './scalars'
import { type Reader, type Schema, shape } from './shape'

const positive = (v: RawValue) => {
  const n = parseNumber(v)
  return n && n > 0 ? n : undefined
}
/** A per-level value read as one (exports may hold 5 slots; the largest level's is kept). */
const one: Reader<number> = (v, report, p) => num(firstSet(v), 0, report, p, { min: 0 })
const quad: Reader<readonly [number, number, number, number]> = (v, report, p) => {
  const src = isRec(v) ? ['t', 'r', 'b', 'l'].map((s) => v[s]) : Array.isArray(v) ? v : [v, v, v, v]
  return src.length === 4
    ? (src.map((x, i) => num(x, 0, report, dot(p, i))) as [number, number, number, number])
    : fix(report, p, 'must have 4 values', [0, 0, 0, 0] as const)
}
/** Colours may be CSS strings or objects `{ type, orig, string }`: keep the CSS string. */
const css: Reader<string> = (v, report, p) =>
  str(isRec(v) ? (v.string ?? v.orig) : v, 'transparent', report, p)

/** Settings schema: SPEC.md §3 names, defaults from §3/§9, `|` = export spelling. */
const SETTINGS = {
  title: '',
  alias: '',
  type: (v, report, p) =>
    oneOf<ModuleType>(
      v === 'standard' ? 'slider' : v,
      ['slider', 'hero', 'carousel', 'scene'],
      'slider',
      report,
      p,
    ),
  size: {
    width: (v, report, p) => responsive(v, [1600, 1240, 1024, 778, 480], positive, report, p),
    minHeight: one,
    maxHeight: one,
    fullWidth: true,
    fullHeight: false,
    upscaling: false,
    'respectRatio|respectAspectRatio': true,
    padding: quad,
    margins: quad,
  },
  slideshow: {
    auto: true,
    'loop|stopAfterLoops': -1,
    'stopAt|stopAtSlide': -1,
    shuffle: false,
    initDelay: 0,
    firstSlide: (v, report, p) =>
      absent(v) || v === 'auto'
        ? 'auto'
        : (parseNumber(v) ?? (typeof v === 'string' ? v : fix(report, p, 'bad value', 'auto'))),
    'stopOnHover|sOH': false,
    length: 9000,
    navDelay: 1000,
  },
  general: {
    dpr: (v, report, p) =>
      absent(v) || v === 'auto'
        ? 'auto'
        : parseNumber(v) === undefined
          ? fix(report, p, 'must be auto or a number', 'auto')
          : num(v, 1, report, p, { min: 1, max: 2 }),
    perspective: 600,
    perspectiveType: ['global', 'isometric'],
    disableOnMobile: false,
  },
  browser: { freezeOnBlur: true, useURLDeeplink: false },
  bg: {
    color: css,
    image: (v, report, p) => str(isRec(v) ? v.src : v, '', report, p),
    overlay: '',
  },
  fallback: { image: '', type: 'off' },
  source: { type: 'gallery' },
  codes: { css: '', js: '' },
} as const satisfies Schema

/**
 * Module settings with every default from SPEC.md §3/§9. `alias` is the REST response's
 * top-level alias, used when the settings carry none.
 */
export const normaliseSettings = (
  raw: RawRecord,
  report: Reporter,
  alias?: RawValue,
): ModuleSettings => {
  const s = shape(raw, SETTINGS, report, 'settings')
  // SPEC: aspect 16:9, design minimum heights 640 (desktop levels) and 320 (tablet, mobile).
  const heights = s.size.width.map((w, i) => Math.max(Math.round((w * 9) / 16), i < 3 ? 640 : 320))
  const rawSize = record(raw.size, () => {}, '')
  return {
    ...s,
    alias: s.alias || str(alias, '', report, 'alias'),
    size: {
      ...s.size,
      height: responsive(
        rawSize.height,
        heights as unknown as Responsive<number>,
        positive,
        report,
        'settings.size.height',
      ),
    },
  }
}
