import type { ModuleSettings, ModuleType, RawValue, Responsive } from '../types/model'
import type { Reporter } from '../types/plugin'
import { readCss } from './css-colour'
import { absent, dot, fix, hasOwn, isArray, isRec } from './safe'
import { firstSet, num, oneOf, parseNumber, responsive, str, wrappedText } from './scalars'
import { type Reader, type Schema, shape } from './shape'

function positive(v: RawValue) {
  const n = parseNumber(v)
  return n! > 0 ? n : undefined
}
/** Grid sizes per level. */
const grid = (v: RawValue, d: Responsive<number>, report: Reporter, p: string) =>
  responsive(v, d, positive, report, p)
/** A per-level value read as one (exports may hold 5 slots; the largest level's is kept). */
const one: Reader<number> = (v, report, p) => num(firstSet(v), 0, report, p, { min: 0 })
const quad: Reader<readonly [number, number, number, number]> = (v, report, p) => {
  const src = isRec(v) ? [v.t, v.r, v.b, v.l] : isArray(v) ? v : [v, v, v, v]
  return src.length === 4
    ? (src.map((x, i) => num(x, 0, report, dot(p, i))) as [number, number, number, number])
    : fix(report, p, 'must have 4 values', [0, 0, 0, 0] as const)
}

/** Settings schema: docs/behaviour.md §3 names, defaults from §3/§9, `|` = export spelling. */
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
    width: (v, report, p) => grid(v, [1600, 1240, 1024, 778, 480], report, p),
    // SPEC: aspect 16:9 of the width, at least 640 (desktop levels) and 320 (tablet, mobile).
    // Exports carry the grid heights as `height`, some only as `cachedHeight`, and some hold
    // `height` all "#a" (inherited) with the heights in `cachedHeight`: normaliseSettings.
    // `shape` hands a reader the fields read before it: `width` is there.
    'height|cachedHeight': (v, report, p, size) =>
      grid(
        v,
        (size!.width as Responsive<number>).map((w, i) =>
          Math.max(Math.round((w * 9) / 16), i < 3 ? 640 : 320),
        ) as unknown as Responsive<number>,
        report,
        p,
      ),
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
    // 'auto', a 1-based position or a slide id.
    firstSlide: (v, report, p) => parseNumber(v) ?? (str(v, 'auto', report, p) || 'auto'),
    'stopOnHover|sOH': true,
    'length|len': 9000,
    navDelay: 1000,
  },
  general: {
    dpr: (v, report, p) =>
      parseNumber(v) !== undefined
        ? num(v, 1, report, p, { min: 1, max: 2 })
        : absent(v) || v === 'auto'
          ? ('auto' as const)
          : fix(report, p, 'must be auto or a number', 'auto' as const),
    perspective: 600,
    perspectiveType: ['global', 'isometric'],
    disableOnMobile: false,
  },
  browser: { freezeOnBlur: true, useURLDeeplink: false },
  // The module background: CSS text, or a colour object's own CSS (`string`, else `orig`; the
  // editor writes gradients there too) or its JSON. Gradients from stops alone are the kit's.
  bg: {
    color: (v, report, p) =>
      absent(v)
        ? 'transparent'
        : (readCss(v) ??
          fix(
            report,
            p,
            'must be a CSS colour or a colour object with string or orig',
            'transparent',
          )),
    image: /* @__PURE__ */ wrappedText('', 'src'),
    overlay: '',
  },
  fallback: { image: '', type: 'off' },
  source: { type: 'gallery' },
  codes: { css: '', js: '' },
} as const satisfies Schema

/**
 * Module settings with every default from docs/behaviour.md §3/§9. `alias` is the REST response's
 * top-level alias, used when the settings carry none.
 */
export function normaliseSettings(
  raw: RawValue,
  report: Reporter,
  alias?: RawValue,
): ModuleSettings {
  const s = shape(raw, SETTINGS, report, 'settings')
  s.alias ||= str(alias, '', report, 'alias')
  // `height` with no level set ("#a" in every slot) inherits: the grid heights the editor
  // computed are in `cachedHeight` (a vertical carousel's export, for one).
  const size = isRec(raw) && isRec(raw.size) ? raw.size : {}
  const h = firstSet(size.height)
  if ((absent(h) || h === '#a') && hasOwn(size, 'cachedHeight'))
    s.size.height = grid(size.cachedHeight, s.size.height, report, 'settings.size.cachedHeight')
  return s
}
