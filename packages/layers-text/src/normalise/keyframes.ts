import type { RawRecord, RawValue, Reporter } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { edgeValue } from '../timeline/edges'
import { easeOf } from '../timeline/gsap-chunk'
import { COLOUR_KEYS, FILTER_KEYS, MOTION_KEYS } from '../timeline/keyframe'
import { isScene, TRACKS } from '../timeline/tracks'
import { INHERIT, parseValue, type Unit, unset } from '../timeline/values'

/*
 * A layer's timelines are read at each device level when they are built (src/timeline); this
 * checks every level of every keyframe once, as the module is normalised, so each problem is
 * reported once, at its data path (issue #24: 124 bad keyframe values went unreported). What is
 * reported is left out of the layer's own copy of `tl`, so the timeline reader never meets it.
 */

type Check = (v: RawValue) => boolean
/** What a report says of a bad value. */
type Why = string | ((v: RawValue) => string)
/** A value as a report quotes it (data may hold objects that do not print). */
function shown(v: RawValue): string {
  try {
    return typeof v === 'object' ? `${JSON.stringify(v)}`.slice(0, 40) : String(v)
  } catch {
    return typeof v
  }
}
function noRandom() {
  return 0
}
/** ms: a number (or numeric text) of 0 or more. */
const msValue: Check = (v) => {
  const n = typeof v === 'string' && v.trim() ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) && n >= 0
}
const start: Check = (v) => msValue(typeof v === 'string' ? v.trim().replace(/^w/i, '') : v)
const repeat: Check = (v) => v === -1 || v === '-1' || msValue(v)
/** A keyframe value of `unit` (x and y also take edge words), or `inherit`. */
function keyValue(unit: Unit, axis?: 'x' | 'y', numberOnly?: boolean): Check {
  return (v) => {
    if (v === INHERIT) return true
    const parsed = parseValue(v, unit, noRandom)
    if (parsed === undefined)
      return !!axis && typeof v === 'string' && edgeValue(v, axis) !== undefined
    return !numberOnly || typeof parsed === 'number'
  }
}
const text: Check = (v) => typeof v === 'string'
/**
 * GSAP knows the ease (core's table of its eases, or GSAP itself once it is here). The table
 * caches by name: a real export names a handful of eases over hundreds of keyframes.
 */
const ease: Check = (v) => typeof v === 'string' && easeOf(v) !== undefined

/** Keyframe keys: the check of each level's value and what the report says. */
const KEYS: Record<string, [Check, Why]> = {
  t: [start, 'must be a number of ms (or w<ms>)'],
  d: [msValue, 'must be a number of ms'],
  f: [msValue, 'must be a number of ms'],
  sd: [msValue, 'must be a number of ms'],
  repeat: [repeat, 'must be a number of repeats (-1 endless)'],
  e: [ease, 'must be a GSAP ease'],
  col: [text, 'must be a CSS colour'],
  bgcol: [text, 'must be a CSS colour'],
  dir: [
    (v) => ['start', 'end', 'middle', 'random'].includes(v as string),
    'must be start, end, middle or random',
  ],
  yoyo: [(v) => [true, false, 'true', 'false'].includes(v as string), 'must be true or false'],
  oflow: [text, 'must be a CSS overflow value'],
  clip: [keyValue('number'), (v) => `"${shown(v)}" is not a number value`],
}
for (const [key, [, unit]] of Object.entries(MOTION_KEYS))
  KEYS[key] = [
    keyValue(unit, key === 'x' || key === 'y' ? key : undefined),
    (v) => `"${shown(v)}" is not a ${unit} value`,
  ]
for (const key of FILTER_KEYS)
  KEYS[key] = [keyValue(key === 'blur' ? 'length' : 'number', undefined, true), 'must be a number']
for (const key of Object.keys(COLOUR_KEYS)) KEYS[key] = [(v) => text(v), 'must be a CSS colour']

/** What a report says of `v` (issue #25: a function, not a closure made per check). */
function say(rule: [Check, Why], v: RawValue): string {
  return typeof rule[1] === 'string' ? rule[1] : rule[1](v)
}

/**
 * Checks one per-level value (a scalar or 5 slots) at `p.key`; returns the value to keep (a bad
 * slot becomes `#a`, a bad scalar `undefined`), reporting each bad one. It runs for every key of
 * every keyframe while the module is read, so the path is only written when there is a report.
 */
function checked(
  v: RawValue,
  rule: [Check, Why],
  report: Reporter,
  p: string,
  key: string,
): RawValue {
  // Not destructured in the parameters: unoptimised code reads `[a, b]` through an iterator.
  const ok = rule[0]
  if (!Array.isArray(v)) {
    if (unset(v) || ok(v)) return v
    return void report(`${p}.${key}`, `${say(rule, v)}; this key is not animated`)
  }
  let slots: RawValue[] | undefined
  const count = Math.min(v.length, 5)
  for (let i = 0; i < count; i++) {
    const slot = v[i] as RawValue
    if (unset(slot) || ok(slot)) continue
    slots ??= v.slice(0, 5)
    slots[i] = '#a'
    report(`${p}.${key}.${i}`, `${say(rule, slot)}; this level inherits`)
  }
  return slots ?? v
}

/** One keyframe: a copy without its bad values (the same object when all is well). */
function keyframe(kf: RawRecord, report: Reporter, p: string): RawRecord {
  let out = kf
  // `for…in` (own keys), no key list and no closure: every key of every keyframe comes here
  // while the module is read (issue #25).
  for (const key in kf) {
    if (!Object.hasOwn(kf, key)) continue
    const rule = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined
    let v = kf[key]
    if (key === 'filter' && v != null && !isRec(v)) {
      report(`${p}.filter`, 'must be an object of filter values; not animated')
      v = undefined
    } else if (key === 'filter' && isRec(v)) v = keyframe(v, report, `${p}.filter`)
    else if (rule) v = checked(v, rule, report, p, key)
    if (v === kf[key]) continue
    if (out === kf) out = { ...kf }
    if (v === undefined) delete out[key]
    else out[key] = v
  }
  return out
}

const PERSPECTIVE: [Check, Why] = [
  (v) => Number.isFinite(Number.parseFloat(`${v}`)),
  'must be a length',
]

/** A transform origin's coordinate as text: a length or a side. */
const ORIGIN = /^\s*(-?[\d.]+(px|%)?|left|center|right|top|bottom)\s*$/i

/** One track `{ pers, orig, all }`: a copy without its bad parts, or undefined (reported). */
function track(raw: RawValue, report: Reporter, p: string): RawRecord | undefined {
  if (!isRec(raw) || !Array.isArray(raw.all))
    return void report(p, 'must be { all: [keyframes] }; this track is not animated')
  // Holes keep each keyframe at its index (the reader skips them), so paths stay true.
  const all: RawValue[] = new Array(raw.all.length)
  // One string a keyframe, not two (issue #25).
  const at = `${p}.all.`
  raw.all.forEach((kf, i) => {
    if (isRec(kf)) all[i] = keyframe(kf, report, at + i)
    else report(at + i, 'must be a keyframe object; skipped')
  })
  const out: RawRecord = { ...raw, all }
  const pers = checked(raw.pers, PERSPECTIVE, report, p, 'pers')
  if (pers === undefined) delete out.pers
  else out.pers = pers
  if (raw.orig != null && !isRec(raw.orig)) {
    report(`${p}.orig`, 'must be { x, y, z }; using the centre')
    delete out.orig
  } else if (isRec(raw.orig)) out.orig = originOf(raw.orig, report, p)
  return out
}

/**
 * A track's `orig` without the coordinates that are no length or side (reported). A function
 * of its own: every built layer's tracks pass through `track`, and few have an origin. A copy
 * by spread that only loses keys, so a key is never assigned (docs/security.md); no entry lists
 * (issue #25: five lists and a closure a track).
 */
function originOf(orig: RawRecord, report: Reporter, p: string): RawRecord {
  const out = { ...orig }
  for (const k in out) {
    const v = out[k]
    if (
      !Object.hasOwn(out, k) ||
      (k !== 'x' && k !== 'y' && k !== 'z') ||
      typeof v === 'number' ||
      ORIGIN.test(`${v}`)
    )
      continue
    report(`${p}.orig.${k}`, 'must be a length; using the centre')
    delete out[k]
  }
  return out
}

/** 7.x scene keys that name it rather than hold a track. */
const SCENE_NAMES = ['alias', 'base']

/**
 * A layer's `tl` (core has made it an object of object scenes): a copy in which every unknown
 * scene or track and every bad track, keyframe and value is reported and left out. The slide
 * background's `bg` is bg-transitions' (kept as it is).
 */
export function checkTimelines(tl: RawRecord, report: Reporter, p: string): RawRecord {
  const out: RawRecord = {}
  // `for…in` over own keys: every built layer's timeline passes here before V8 optimises it,
  // where `for…of` with destructuring is several times the bytecode (docs/performance.md), and
  // a key list is an array a record (issue #25).
  for (const name in tl) {
    const scene = tl[name]
    if (!Object.hasOwn(tl, name) || !isRec(scene)) continue
    if (!isScene(name)) {
      report(`${p}.${name}`, 'unknown scene; expected in, out, loop or scene_N')
      continue
    }
    const copy: RawRecord = {}
    for (const k in scene) {
      if (!Object.hasOwn(scene, k)) continue
      const v = scene[k]
      const at = `${p}.${name}.${k}`
      if (k === 'bg') copy[k] = v
      else if (SCENE_NAMES.includes(k)) {
        if (typeof v === 'object' && v) report(at, 'must be a name; ignored')
        else copy[k] = v
      } else if (!(TRACKS as readonly string[]).includes(k))
        report(at, `unknown track; expected one of ${TRACKS.join(', ')}`)
      else {
        const t = track(v, report, at)
        if (t) copy[k] = t
      }
    }
    out[name] = copy
  }
  return out
}
