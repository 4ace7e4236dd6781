import type { Length, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { gsap } from 'gsap'
import { FILTER_DEFAULTS } from '../defaults'
import { filterCss } from '../timeline/keyframe'
import type { LayerHover } from '../types'

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

/**
 * GSAP vars of the hover look (SPEC.md §3 "hover"): the frame's transform and opacity, over
 * its duration (300 ms) and ease (power3.inOut), and the colours, border colour, radius and
 * filter that are set; `scale` is the layer grid's. Border widths are left alone: they would move the layout.
 */
export function hoverVars(h: LayerHover, origin?: string, scale = 1): gsap.TweenVars {
  const f = h.frame
  // Grid px, like every layer length: they scale with the layers.
  const px = (n: number) => Math.round(n * scale * 100) / 100
  const vars: gsap.TweenVars = {
    x: px(f.x),
    y: px(f.y),
    z: px(f.z),
    scaleX: f.scaleX,
    scaleY: f.scaleY,
    rotationX: f.rotationX,
    rotationY: f.rotationY,
    rotation: f.rotationZ,
    skewX: f.skewX,
    skewY: f.skewY,
    opacity: f.opacity,
    duration: f.duration / 1000,
    ease: gsap.parseEase(f.ease) ? f.ease : DEFAULT_EASE,
  }
  if (origin) vars.transformOrigin = origin
  if (h.color) vars.color = h.color
  if (h.bg) vars.backgroundColor = h.bg
  if (h.border) {
    vars.borderColor = h.border.color
    vars.borderStyle = h.border.style
  }
  if (h.radius) vars.borderRadius = h.radius.map(cssPx).join(' ')
  const keys = Object.keys(FILTER_DEFAULTS) as (keyof typeof FILTER_DEFAULTS)[]
  if (keys.some((k) => h.filter[k] !== FILTER_DEFAULTS[k])) vars.filter = filterCss(h.filter)
  return vars
}
