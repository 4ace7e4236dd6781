import type { Length, RawRecord, RawValue } from '@strata/core'
import type { gsap } from 'gsap'
import type { LayerHover } from '../types'

// This file and ./tween are the hover chunk: they import nothing the page's first download has,
// not even `@strata/core/kit` or GSAP (a module shared with the entry becomes a file of its own
// that the entry imports, one more request before the first paint in a site bundled by esbuild),
// so the few helpers they need are written here and GSAP comes from the caller.

/** A plain object (not an array): `isRec` of `@strata/core/kit`, kept out of this chunk. */
export function isRec(v: unknown): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function cssPx(v: Length) {
  return typeof v === 'number' ? `${v}px` : v
}
const DEFAULT_EASE = 'power3.inOut'
/** Exports write the layer's own value as "inherit" (see ./read). */
const INHERIT = 'inherit'

/** The filter as CSS, every function given (as the timelines write it), so GSAP tweens each. */
function filterText(f: LayerHover['filter']): string {
  return `blur(${f.blur}px) brightness(${f.brightness}%) grayscale(${f.grayscale}%) sepia(${f.sepia}%) invert(${f.invert}%)`
}
/** docs/behaviour.md §3 "Filter defaults: blur 0px, brightness 100, grayscale 0, sepia 0, invert 0". */
const NO_FILTER = filterText({ blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 })

/**
 * Whether the raw hover leaves `key` of its frame (or of the flat form) as the layer's own: an
 * `"inherit"`, which the hover tween then leaves alone.
 */
function inherited(raw: RawValue, key: string): boolean {
  const frame = isRec(raw) ? (isRec(raw.frame) ? raw.frame : raw) : {}
  return frame[key] === INHERIT
}

/** The hover's svg colour: `hov.svg` as a colour, or `{ c }` / `{ color }`. */
export function svgColour(raw: RawValue): string | null {
  const v = isRec(raw) ? (raw.color ?? raw.c) : raw
  return typeof v === 'string' && v ? v : null
}

/** The hover's transform origin: `frame.orig {x, y, z}` or `orig`. */
export function hoverOrigin(raw: RawValue): string | undefined {
  if (!isRec(raw)) return undefined
  const o = isRec(raw.frame) && isRec(raw.frame.orig) ? raw.frame.orig : raw.orig
  if (!isRec(o)) return undefined
  const part = (v: RawValue, d: string) =>
    typeof v === 'number' ? `${v}px` : typeof v === 'string' && v ? v : d
  return `${part(o.x, '50%')} ${part(o.y, '50%')} ${part(o.z, '0px')}`
}

/** Whether the raw hover's border leaves `key` (style or colour) as the layer's own. */
function ownBorder(raw: RawValue, keys: readonly string[]): boolean {
  const b = isRec(raw) ? raw.border : undefined
  if (!isRec(b)) return false
  const v = keys.map((k) => b[k]).find((x) => x !== undefined && x !== null && x !== '')
  return v === undefined || v === INHERIT
}

/**
 * GSAP vars of the hover look (docs/behaviour.md §3 "hover"): the frame's transform and opacity, over
 * its duration (300 ms) and ease (power3.inOut), and the colours, border colour, radius and
 * filter that are set; `scale` is the layer grid's. Border widths are left alone: they would move
 * the layout. What the raw hover (`raw`) gives as `"inherit"` stays the layer's own: left out.
 */
export function hoverVars(
  h: LayerHover,
  origin?: string,
  scale = 1,
  raw?: RawValue,
  /** Whether GSAP knows an ease name (`gsap.parseEase`); without it, every name is kept. */
  knownEase: (name: string) => boolean = () => true,
): gsap.TweenVars {
  const f = h.frame
  // Grid px, like every layer length: they scale with the layers.
  const px = (n: number) => Math.round(n * scale * 100) / 100
  const vars: gsap.TweenVars = {
    duration: f.duration / 1000,
    ease: knownEase(f.ease) ? f.ease : DEFAULT_EASE,
  }
  // [GSAP name, export key, value]: a frame key the export gives as "inherit" is left out.
  const frame: [string, string, number][] = [
    ['x', 'x', px(f.x)],
    ['y', 'y', px(f.y)],
    ['z', 'z', px(f.z)],
    ['scaleX', 'sX', f.scaleX],
    ['scaleY', 'sY', f.scaleY],
    ['rotationX', 'rX', f.rotationX],
    ['rotationY', 'rY', f.rotationY],
    ['rotation', 'rZ', f.rotationZ],
    ['skewX', 'skX', f.skewX],
    ['skewY', 'skY', f.skewY],
    ['opacity', 'o', f.opacity],
  ]
  for (const [name, key, value] of frame)
    if (!inherited(raw, key) && !inherited(raw, name)) vars[name] = value
  if (origin) vars.transformOrigin = origin
  if (h.color) vars.color = h.color
  if (h.bg) vars.backgroundColor = h.bg
  if (h.border) {
    if (!ownBorder(raw, ['c', 'color'])) vars.borderColor = h.border.color
    if (!ownBorder(raw, ['s', 'style'])) vars.borderStyle = h.border.style
  }
  if (h.radius) vars.borderRadius = h.radius.map(cssPx).join(' ')
  const filter = filterText(h.filter)
  if (filter !== NO_FILTER) vars.filter = filter
  return vars
}
