import type { NavSize, NavWrapper } from '../types'

/**
 * docs/behaviour.md §3 "panel 300x200" (`settings.nav.panel`, export key `p`): the box thumbs and tabs are
 * laid out in when their wrapper is stretched along a module edge (`wrapper.stretch`). The panel
 * runs the module's length along the row and is the panel's size across it: `panel.height` (200)
 * high for a horizontal row, `panel.width` (300) wide for a vertical column. Items taller (row) or wider (column)
 * than the panel's inner room (less the wrapper padding) shrink to fit, keeping their aspect,
 * so the count that fits along the row is capped at that size. Unstretched wrappers hug their
 * items; `null` then.
 */
export function panelFit(
  item: NavSize,
  panel: NavSize,
  wrapper: Pick<NavWrapper, 'padding' | 'stretch'>,
  vertical: boolean,
): { item: NavSize; across: number } | null {
  if (!wrapper.stretch) return null
  const across = vertical ? panel.width : panel.height
  const room = Math.max(1, across - 2 * wrapper.padding)
  const size = vertical ? item.width : item.height
  const k = size > room ? room / size : 1
  return {
    item: { width: Math.round(item.width * k), height: Math.round(item.height * k) },
    across,
  }
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
