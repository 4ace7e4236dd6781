import type { Level, RawRecord, RawValue, Reporter } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { FILTER_DEFAULTS } from '../defaults'
import { type Axis, type EdgeBox, edgeValue } from './edges'
import { easeOf } from './gsap-chunk'
import { atLevel, INHERIT, type KeyValue, parseValue, type Random, type Unit } from './values'

/** Keyframe keys that become transform or opacity: [GSAP property, unit kind, idle value]. */
export const MOTION_KEYS = {
  x: ['x', 'length', 0],
  y: ['y', 'length', 0],
  z: ['z', 'length', 0],
  sX: ['scaleX', 'number', 1],
  sY: ['scaleY', 'number', 1],
  skX: ['skewX', 'angle', 0],
  skY: ['skewY', 'angle', 0],
  rX: ['rotationX', 'angle', 0],
  rY: ['rotationY', 'angle', 0],
  rZ: ['rotation', 'angle', 0],
  o: ['opacity', 'number', 1],
} as const satisfies Record<string, readonly [string, Unit, number]>

export type FilterKey = keyof typeof FILTER_DEFAULTS
export const FILTER_KEYS = Object.keys(FILTER_DEFAULTS) as FilterKey[]

/** Colour keys (docs/behaviour.md §3 "col, bgcol"): paint only, never layout. */
export const COLOUR_KEYS = { col: 'color', bgcol: 'backgroundColor' } as const

/*
 * The key tables as lists, made once, read with indexed loops: every keyframe of every built
 * layer is read, mostly before V8 optimises the reader, where `Object.entries` makes a list
 * a call and `for…of` with destructuring an object a step (issue #25, nineteenth session).
 */
export const MOTION_LIST = Object.entries(MOTION_KEYS)
const COLOUR_LIST = Object.entries(COLOUR_KEYS)

/** docs/behaviour.md §9 "Animation defaults: duration 0.5 s"; the exports' ease. */
export const DEFAULT_DURATION = 500
export const DEFAULT_EASE = 'power3.inOut'

/** A keyframe read at one level (export `{ t, d, f, e, ... }`): every value resolved. */
export interface Keyframe {
  /** Start, ms from the scene's start (export `t`). @default where the previous one ended */
  start: number
  /** ms (export `d`, else `f`). @default 500; 0 on a track's first keyframe */
  duration: number
  /** A GSAP ease (export `e`). @default 'power3.inOut' */
  ease: string
  /** Extra plays of this keyframe's tween (-1 endless). @default 0 */
  repeat: number
  /** Repeats go back and forth. @default true */
  yoyo: boolean
  /** GSAP transform/opacity values by GSAP name (`x`, `rotation`, `opacity`...). @default {} */
  motion: Record<string, KeyValue>
  /** Filter values set by this keyframe. @default {} */
  filter: Partial<Record<FilterKey, number>>
  /** CSS colours by property (`color`, `backgroundColor`). @default {} */
  colours: Record<string, string>
  /** Percent of the layer shown by the clip track (100 all). @default undefined (not clipped) */
  clip?: number
  /** Split tracks: ms between one piece and the next (export `sd`). @default 0 */
  stagger?: number
  /** Split tracks: where the stagger starts (export `dir`). @default 'start' */
  direction?: 'start' | 'end' | 'center' | 'random'
  /**
   * The scene holds before this keyframe until something triggers it (export `t: "w<n>"`: the
   * keyframe sits at `n` like `t: n`, and waits there). @default false
   */
  wait?: boolean
}

export interface ReadOptions {
  level: Level
  random: Random
  report: Reporter
  /** The previous keyframe of the track, resolved: what `"inherit"` refers to. */
  prev?: Keyframe
  /** Its start default: where the previous keyframe ended. */
  after?: number
  first?: boolean
  /** Layer grid scale (ctx.state.scale): px lengths scale with the layers. @default 1 */
  scale?: number
  /** Measures a target for the stage edge words (`left`, `top`...). @default its layout */
  measure?: (el: Element) => EdgeBox
}

const DIRS = { start: 'start', end: 'end', middle: 'center', random: 'random' } as const

// The readers take the keyframe's path and the key apart, and join them only to report: most
// keyframes have nothing to report, and every one is read for every built layer.
function ms(raw: RawValue, fallback: number, o: ReadOptions, path: string, key: string): number {
  const v = atLevel(raw, o.level)
  if (v === undefined || v === null || v === '') return fallback
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN
  if (Number.isFinite(n) && n >= 0) return n
  o.report(`${path}.${key}`, `must be a number of ms; using ${fallback}`)
  return fallback
}

/** Reads one value; `inherit` takes the previous keyframe's, nonsense is reported and dropped. */
function value(
  raw: RawValue,
  unit: Unit,
  prev: KeyValue | undefined,
  o: ReadOptions,
  path: string,
  key: string,
  axis?: Axis,
): KeyValue | undefined {
  const v = atLevel(raw, o.level)
  if (v === undefined || v === null || v === '#a') return undefined
  const parsed = parseValue(v, unit, o.random)
  if (parsed === INHERIT) return prev
  // x and y also take edge and alignment words: where the layer comes from (edges.ts).
  if (parsed === undefined && axis && typeof v === 'string') {
    const edge = edgeValue(v, axis, o.measure)
    if (edge !== undefined) return edge
  }
  // px lengths are grid px: they scale with the layers (docs/behaviour.md §3, the module's layout grid).
  if (typeof parsed === 'number' && unit === 'length')
    return Math.round(parsed * (o.scale ?? 1) * 100) / 100
  if (parsed !== undefined) return parsed
  o.report(`${path}.${key}`, `"${String(v)}" is not a ${unit} value; this key is not animated`)
  return undefined
}

/** GSAP knows the ease (gsap-chunk.ts `easeOf`). */
function knownEase(ease: string): boolean {
  return easeOf(ease) !== undefined
}

/** A raw keyframe `{ t, d, e, x, y, o, ... }` at one level (docs/data-format/README.md "tl"). */
export function readKeyframe(raw: RawRecord, o: ReadOptions, path: string): Keyframe {
  const prev = o.prev
  const duration = ms(raw.d ?? raw.f, o.first ? 0 : DEFAULT_DURATION, o, path, 'd')
  let ease = typeof raw.e === 'string' && raw.e ? raw.e : DEFAULT_EASE
  if (!knownEase(ease)) {
    o.report(`${path}.e`, `unknown ease "${ease}"; using ${DEFAULT_EASE}`)
    ease = DEFAULT_EASE
  }
  const t = atLevel(raw.t, o.level)
  // "w0", "w500": a waiting keyframe (an action or a listener starts it) at 0 or 500 ms.
  const wait = typeof t === 'string' && /^w/i.test(t.trim())
  const kf: Keyframe = {
    start: ms(wait ? t.trim().slice(1) : t, o.after ?? 0, o, path, 't'),
    duration,
    ease,
    repeat: Math.round(ms(raw.repeat, 0, o, path, 'repeat')),
    yoyo: raw.yoyo === undefined ? true : raw.yoyo === true || raw.yoyo === 'true',
    motion: {},
    filter: {},
    colours: {},
  }
  if (wait) kf.wait = true
  if (raw.repeat === -1 || raw.repeat === '-1') kf.repeat = -1
  for (let i = 0; i < MOTION_LIST.length; i++) {
    const entry = MOTION_LIST[i] as (typeof MOTION_LIST)[number]
    const key = entry[0]
    if (!(key in raw)) continue
    const name = entry[1][0]
    const unit = entry[1][1]
    const axis = key === 'x' || key === 'y' ? key : undefined
    const v = value(raw[key], unit, prev?.motion[name], o, path, key, axis)
    if (v !== undefined) kf.motion[name] = v
  }
  // A function of its own: most keyframes move and fade only, and their layers then compile
  // none of it (docs/performance-log.md, "Twenty-third session"). A loop, not `some`: no closure a
  // keyframe (issue #25).
  for (let i = 0; i < RARE_KEYS.length; i++)
    if ((RARE_KEYS[i] as string) in raw) {
      readRare(raw, kf, o, path)
      break
    }
  return kf
}

/** Keys read by `readRare`: filters, colours, clip and a split track's stagger. */
const RARE_KEYS: readonly string[] = [
  'filter',
  ...FILTER_KEYS,
  ...Object.keys(COLOUR_KEYS),
  'clip',
  'sd',
  'dir',
]

/** A keyframe's filters, colours, clip and stagger (see `readKeyframe`). */
function readRare(raw: RawRecord, kf: Keyframe, o: ReadOptions, path: string): void {
  const prev = o.prev
  const filters = isRec(raw.filter) ? { ...raw, ...raw.filter } : raw
  for (let i = 0; i < FILTER_KEYS.length; i++) {
    const key = FILTER_KEYS[i] as FilterKey
    if (!(key in filters)) continue
    const v = value(
      filters[key],
      key === 'blur' ? 'length' : 'number',
      prev?.filter[key],
      o,
      path,
      key,
    )
    if (typeof v === 'number') kf.filter[key] = v
    else if (v !== undefined)
      o.report(`${path}.${key}`, 'must be a number; this key is not animated')
  }
  for (let i = 0; i < COLOUR_LIST.length; i++) {
    const entry = COLOUR_LIST[i] as (typeof COLOUR_LIST)[number]
    const key = entry[0]
    const name = entry[1]
    const v = atLevel(raw[key], o.level)
    if (v === INHERIT && prev?.colours[name]) kf.colours[name] = prev.colours[name]
    else if (typeof v === 'string' && v && v !== INHERIT) kf.colours[name] = v
    else if (v !== undefined && v !== INHERIT)
      o.report(`${path}.${key}`, 'must be a CSS colour; not animated')
  }
  if ('clip' in raw) {
    const v = value(raw.clip, 'number', prev?.clip, o, path, 'clip')
    if (typeof v === 'number') kf.clip = Math.min(100, Math.max(0, v))
  }
  if ('sd' in raw) kf.stagger = ms(raw.sd, 0, o, path, 'sd')
  if (typeof raw.dir === 'string') {
    const dir = DIRS[raw.dir as keyof typeof DIRS]
    if (dir) kf.direction = dir
    else o.report(`${path}.dir`, `must be start, end, middle or random; using start`)
  }
}
