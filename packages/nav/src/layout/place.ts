import type { Length, Level } from '@strata/core'
import type { NavH, NavPlacement, NavV } from '../types'

const px = (v: Length): string =>
  typeof v === 'number' ? `${v}px` : /^-?[\d.]+$/.test(v) ? `${v}px` : v

export interface Placed {
  left: string
  right: string
  top: string
  bottom: string
  transform: string
}

/**
 * Where a control sits inside the module at a device level: aligned to an edge (offset by x / y
 * from it) or centred (then x / y shift it from the centre). Static positioning, set on layout
 * changes only, never animated.
 */
export function placeAt(h: NavH, v: NavV, x: Length, y: Length): Placed {
  const out: Placed = { left: '', right: '', top: '', bottom: '', transform: '' }
  const shift: string[] = []
  if (h === 'left') out.left = px(x)
  else if (h === 'right') out.right = px(x)
  else {
    out.left = '50%'
    shift.push(`translateX(calc(-50% + ${px(x)}))`)
  }
  if (v === 'top') out.top = px(y)
  else if (v === 'bottom') out.bottom = px(y)
  else {
    out.top = '50%'
    shift.push(`translateY(calc(-50% + ${px(y)}))`)
  }
  out.transform = shift.join(' ')
  return out
}

/**
 * How far the layer grid sits in from each side of the module, px: the grid is `gridWidth`
 * scaled by `scale`, centred in a module `width` wide (0 when the grid fills it).
 */
export const gridInset = (width: number, gridWidth: number, scale: number): number =>
  Math.max(0, (width - gridWidth * scale) / 2)

/**
 * `placeAt` with the placement's values at `level`. Placed on the grid (`a: 'grid'`), an edge
 * alignment counts from the grid's edge, `inset` px in from the module's.
 */
export function placement(p: NavPlacement, level: Level, inset = 0): Placed {
  const placed = placeAt(p.h[level], p.v[level], p.x[level], p.y[level])
  if (p.a === 'grid' && inset > 0) {
    if (placed.left && placed.left !== '50%') placed.left = `calc(${inset}px + ${placed.left})`
    if (placed.right) placed.right = `calc(${inset}px + ${placed.right})`
  }
  return placed
}

/** Applies a placement to an element's inline style. */
export function applyPlacement(el: HTMLElement, placed: Placed): void {
  Object.assign(el.style, placed)
}
