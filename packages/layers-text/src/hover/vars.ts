import type { Length, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { gsap } from 'gsap'
import { FILTER_DEFAULTS } from '../defaults'
import { filterCss } from '../timeline/tween-vars'
import type { LayerHover } from '../types'
import { INHERIT, inherited } from './read'

const cssPx = (v: Length) => (typeof v === 'number' ? `${v}px` : v)
const DEFAULT_EASE = 'power3.inOut'

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
const ownBorder = (raw: RawValue, keys: readonly string[]): boolean => {
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
): gsap.TweenVars {
  const f = h.frame
  // Grid px, like every layer length: they scale with the layers.
  const px = (n: number) => Math.round(n * scale * 100) / 100
  const vars: gsap.TweenVars = {
    duration: f.duration / 1000,
    ease: gsap.parseEase(f.ease) ? f.ease : DEFAULT_EASE,
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
  const keys = Object.keys(FILTER_DEFAULTS) as (keyof typeof FILTER_DEFAULTS)[]
  if (keys.some((k) => h.filter[k] !== FILTER_DEFAULTS[k])) vars.filter = filterCss(h.filter)
  return vars
}
