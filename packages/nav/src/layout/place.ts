import type { Length, Level } from '@strata/core'
import type { NavH, NavPlacement, NavV } from '../types'

function px(v: Length): string {
  return typeof v === 'number' || /^-?[\d.]+$/.test(v) ? `${v}px` : v
}

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
  // An edge alignment (`left`, `right`, `top`, `bottom`) is the inline style it sets.
  if (h === 'center') {
    out.left = '50%'
    shift.push(`translateX(calc(-50% + ${px(x)}))`)
  } else out[h] = px(x)
  if (v === 'middle') {
    out.top = '50%'
    shift.push(`translateY(calc(-50% + ${px(y)}))`)
  } else out[v] = px(y)
  out.transform = shift.join(' ')
  return out
}

/**
 * `placeAt` with the placement's values at `level`. Placed on the grid (`alignTo: 'grid'`), an edge
 * alignment counts from the grid's edge, `inset` px in from the module's.
 */
export function placement(p: NavPlacement, level: Level, inset = 0): Placed {
  const h = p.horizontal[level]
  const placed = placeAt(h, p.vertical[level], p.offsetX[level], p.offsetY[level])
  if (p.alignTo === 'grid' && inset > 0 && h !== 'center')
    placed[h] = `calc(${inset}px + ${placed[h]})`
  return placed
}
