import type { RawRecord, SlideModel, SlideParam } from '../types/model'
import type { PartNormaliser, Reporter } from '../types/plugin'
import { absent, cleanRec, dot, entries, fix, guard, isRec } from './safe'
import { bool, cleanId, num, parseNumber, record, records, str, stripMarkup } from './scalars'
import { type Reader, type Schema, shape } from './shape'

/** SPEC.md §5/§9: at most 10 params, each cut to its limit (default 500). */
const MAX_PARAMS = 10

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
  const n =
    typeof v === 'string' ? (parseNumber(v) ?? Date.parse(v)) : typeof v === 'number' ? v : 0 / 0
  return Number.isFinite(n) ? (n < 1e11 ? n * 1000 : n) : fix(report, p, 'must be a date', null)
}

const params: Reader<SlideParam[]> = (v, report, path) => {
  const list = entries(v, report, path)
  if (list.length > MAX_PARAMS)
    report(path, `at most ${MAX_PARAMS} params; ${list.length - MAX_PARAMS} dropped`)
  return list.slice(0, MAX_PARAMS).map(([k, raw]) => {
    const p = dot(path, k)
    const r = record(raw, report, p)
    const l = num(r.l, 500, report, dot(p, 'l'), { min: 0 })
    return { v: stripMarkup(str(r.v, '', report, dot(p, 'v'))).slice(0, l), l }
  })
}

/** Slide schema (SPEC.md §3 "Slide"); `len` needs the module's length, so it is built per module. */
const slideSchema = (length: number) =>
  ({
    title: '',
    language: '',
    parentId: '',
    description: '',
    // Exports hold the thumb as `{ src, admin, ... }`; `admin` is the generated thumbnail.
    thumb: (v, report, p) => str(isRec(v) ? v.src || v.admin : v, '', report, p),
    publish: { from: date, to: date, state: ['published', 'unpublished'] },
    slideshow: {
      stop: false,
      len: (v, report, p) => (v === 'default' ? length : num(v, length, report, p, { min: 0 })),
      hal: 0,
      hom: false,
      hfn: false,
    },
    loop: { u: false, r: -1, s: 0, e: 99999 },
    actions: records,
    attr: { id: '', class: '', data: '' },
    params,
    acc: { label: '', role: '', live: '', hidden: false },
    pos: ['front', 'back'],
  }) as const satisfies Schema

/**
 * One slide entry (`{ id, slide: {...}, layers }` or a flat record) -> SlideModel, with plugins'
 * slide parts applied. `undefined` when the slide is unpublished (state or publish dates): that
 * is data, not an error, so it is not reported. Layers stay raw (normalised when needed).
 */
export const normaliseSlide = (
  entry: RawRecord,
  key: string,
  position: number,
  ctx: SlideContext,
  report: Reporter,
): SlideModel | undefined => {
  const path = dot('slides', key)
  const wrapped = entry.slide !== undefined
  const sp = wrapped ? dot(path, 'slide') : path
  const { layers, ...flat } = entry
  const r = cleanRec(wrapped ? record(entry.slide, report, sp) : flat, report, sp)
  const s: SlideModel = {
    ...shape(r, slideSchema(ctx.length), report, sp),
    id: cleanId(entry.id ?? r.id) || cleanId(key),
    index: 0,
    order: num(r.order, position, report, dot(sp, 'order')),
    deepLink: str(
      record(r.attr, () => {}, '').deepLink ?? r.deepLink,
      '',
      report,
      dot(sp, 'deepLink'),
    ),
    global: bool(r.global ?? entry.global, false, report, dot(sp, 'global')),
    rawLayers: layers ?? [],
    raw: r,
  }
  const { from, to, state } = s.publish
  if (state === 'unpublished' || (from !== null && ctx.now < from) || (to !== null && ctx.now > to))
    return
  for (const part of ctx.parts)
    if (part.slide) guard(() => part.slide?.(r, s, report, sp), report, sp)
  return s
}
