import type { RawRecord, SlideModel, SlideParam } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { offline } from './publish'
import { quiet } from './quiet'
import { absent, dot, entries, fix, guard, hasOwn, scan } from './safe'
import {
  bool,
  cleanId,
  num,
  parseNumber,
  record,
  records,
  str,
  stripMarkup,
  wrappedText,
} from './scalars'
import { type Reader, type Schema, shape } from './shape'

/** What a slide needs from its module. */
export interface SlideContext {
  /** The module's slide length (ms), used where a slide says 'default'. */
  length: number
  /** Epoch ms that publish dates are checked against. */
  now: number
  parts: readonly PartNormaliser[]
}

/** Epoch ms from a number (seconds below 1e11) or a date string; null for none. */
const date: Reader<number | null> = (v, report, p) => {
  if (absent(v)) return null
  const n = parseNumber(v) ?? parseNumber(typeof v === 'string' ? Date.parse(v) : null)
  return n === undefined ? fix(report, p, 'must be a date', null) : n < 1e11 ? n * 1000 : n
}

/** docs/behaviour.md §5/§9: each param's text is cut to its limit (default 500). */
const PARAM = {
  'value|v': '',
  'limit|l': (v, report, p) => num(v, 500, report, p, { min: 0 }),
} as const satisfies Schema

/** docs/behaviour.md §5/§9: at most 10 params, markup stripped. */
const params: Reader<SlideParam[]> = (v, report, path) => {
  const list = entries(v, report, path)
  if (list.length > 10) report(path, `at most 10 params; ${list.length - 10} dropped`)
  return list.slice(0, 10).map(([k, raw]) => {
    const { value, limit } = shape(raw, PARAM, report, dot(path, k))
    return { value: stripMarkup(value).slice(0, limit), limit }
  })
}

// Shared by the full read and the stub's: a const, not `SLIDE.publish`, so that bundlers see
// these objects as pure and leave them out of bundles that do not read slides.
const PUBLISH = { from: date, to: date, state: ['published', 'unpublished'] } as const

/**
 * Slide schema (docs/behaviour.md §3 "Slide"). One static object for every slide (shape caches its
 * fields); the defaults that come from the slide's place or its module (`id` from its key,
 * `order` from its position, `length` 'default') are marked here and filled in by normaliseSlide.
 */
const SLIDE = {
  id: '',
  title: '',
  order: NaN,
  language: '',
  parentId: '',
  description: '',
  // Exports hold the thumb as `{ src, admin, ... }`; `admin` is the generated thumbnail.
  thumb: /* @__PURE__ */ wrappedText('', 'src', 'admin'),
  publish: PUBLISH,
  slideshow: {
    stop: false,
    'length|len': (v, report, p) => (v === 'default' ? -1 : num(v, -1, report, p, { min: 0 })),
    'hideAfterLoops|hal': 0,
    'hideOnMobile|hom': false,
    'hideFromNav|hfn': false,
  },
  loop: { 'use|u': false, 'repeat|r': -1, 'start|s': 0, 'end|e': 99999 },
  actions: records,
  'attributes|attr': { id: '', class: '', data: '' },
  params,
  'accessibility|acc': { label: '', role: '', live: '', hidden: false },
  deepLink: '',
  global: false,
  pos: ['front', 'back'],
} as const satisfies Schema

/**
 * One slide entry (`{ id, slide: {...}, layers }` or a flat record) -> SlideModel, with plugins'
 * slide parts applied. `undefined` when the slide is unpublished (state or publish dates): that
 * is data, not an error, so it is not reported. Layers stay raw (normalised when needed).
 */
export function normaliseSlide(
  entry: RawRecord,
  key: string,
  position: number,
  ctx: SlideContext,
  report: Reporter,
): SlideModel | undefined {
  const wrapped = hasOwn(entry, 'slide')
  const at = dot('slides', key)
  const sp = at + (wrapped ? '.slide' : '')
  const { layers, ...flat } = wrapped ? { layers: entry.layers } : entry
  const r = wrapped ? record(entry.slide, report, sp) : flat
  scan(r, report, sp)
  const s: SlideModel = Object.assign(shape(r, SLIDE, report, sp), {
    index: 0,
    rawLayers: layers ?? [],
    raw: r,
    path: sp,
  })
  // `id` and `global` may sit on the entry, `deepLink` in `attr` (export) or `attributes`.
  if (hasOwn(entry, 'global')) s.global = bool(entry.global, false, report, dot(sp, 'global'))
  const attrKey = hasOwn(r, 'attributes') ? 'attributes' : 'attr'
  s.deepLink = str(
    (r[attrKey] as RawRecord | undefined)?.deepLink,
    s.deepLink,
    report,
    dot(sp, `${attrKey}.deepLink`),
  )
  if (hasOwn(entry, 'id')) s.id = str(entry.id, '', report, `${at}.id`)
  s.id = cleanId(s.id) || cleanId(key)
  if (Number.isNaN(s.order)) s.order = position
  if (s.slideshow.length < 0) s.slideshow.length = ctx.length
  if (offline(s.publish, ctx.now)) return
  for (const part of ctx.parts) guard(() => part.slide?.(r, s, report, sp), report, sp)
  return s
}

/** What a lazy model knows of a slide before its full read: where it goes, whether it hides. */
export type SlideStub = Pick<SlideModel, 'order' | 'global'> & {
  slideshow: Pick<SlideModel['slideshow'], 'hideAfterLoops' | 'hideOnMobile'>
  key: string
  entry: RawRecord
}

/** The keys a lazy model reads before a slide's full read, with the full read's rules. */
const STUB = {
  order: NaN,
  global: false,
  publish: PUBLISH,
  slideshow: { 'hideAfterLoops|hal': 0, 'hideOnMobile|hom': false },
} as const satisfies Schema

/**
 * The cheap read of a slide entry for a lazy model: its place, hide flags and publish state by
 * the full read's rules ({@link normaliseSlide}; `undefined` when unpublished), nothing reported
 * (the full read does).
 */
export function preReadSlide(
  entry: RawRecord,
  key: string,
  position: number,
  now: number,
): SlideStub | undefined {
  const s = shape(hasOwn(entry, 'slide') ? entry.slide : entry, STUB, quiet, '')
  if (hasOwn(entry, 'global')) s.global = bool(entry.global, false, quiet, '')
  if (Number.isNaN(s.order)) s.order = position
  if (!offline(s.publish, now)) return { ...s, key, entry }
}
