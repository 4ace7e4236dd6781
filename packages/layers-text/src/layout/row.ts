import type { Css } from '../position-css'

/**
 * A row lays its columns out across the layer grid even when it is wider (a row in a zone spans
 * the module): its sides are inset by half of what it has beyond the grid's width, on top of
 * its own padding (`padding` as `sidesCss` gives it). `gridWidth` is the grid on screen, px.
 */
export function rowInsetCss(padding: Css, gridWidth: number): Css {
  const inset = `max(0px, (100% - ${Math.round(gridWidth * 100) / 100}px) / 2)`
  const side = (v: string | undefined) => `calc(${inset} + ${v ?? '0px'})`
  return {
    ...padding,
    'padding-left': side(padding['padding-left']),
    'padding-right': side(padding['padding-right']),
  }
}
