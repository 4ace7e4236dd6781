import type { NavWrapper } from '../types'

/** A width and a height, px. */
export interface Box {
  w: number
  h: number
}

/**
 * SPEC.md §3 "panel 300x200" (`settings.nav.panel`, export key `p`): the box thumbs and tabs are
 * laid out in when their wrapper is stretched along a module edge (`wr.s`). The panel runs the
 * module's length along the row and is the panel's size across it: `p.h` (200) high for a
 * horizontal row, `p.w` (300) wide for a vertical column. Items taller (row) or wider (column)
 * than the panel's inner room (less the wrapper padding) shrink to fit, keeping their aspect,
 * so the count that fits along the row is capped at that size. Unstretched wrappers hug their
 * items; `null` then.
 */
export function panelFit(
  item: Box,
  panel: Box,
  wr: Pick<NavWrapper, 'p' | 's'>,
  vertical: boolean,
): { item: Box; across: number } | null {
  if (!wr.s) return null
  const across = vertical ? panel.w : panel.h
  const room = Math.max(1, across - 2 * wr.p)
  const size = vertical ? item.w : item.h
  const k = size > room ? room / size : 1
  return { item: { w: Math.round(item.w * k), h: Math.round(item.h * k) }, across }
}

/**
 * Gives a stretched wrapper the panel's size across and centres its single strip of thumbs or
 * tabs across it (the caller shows the box with `display: flex`).
 */
export function applyPanel(box: HTMLElement, across: number, vertical: boolean) {
  Object.assign(box.style, vertical ? { width: `${across}px` } : { height: `${across}px` }, {
    flexDirection: vertical ? 'row' : 'column',
    justifyContent: 'center',
  })
}
