import type { GridBox } from '../types/plugin'
import type { Layout } from './sizing'

/**
 * The layer grid's box inside the module at `layout`: the grid scaled by `layout.scale`, centred
 * horizontally, at the top. The one place grid geometry is computed (plugins read it through
 * `ctx.dom.grid()`).
 */
export function gridBox({ width, gridWidth, gridHeight, scale }: Layout): GridBox {
  const w = gridWidth * scale
  return { x: (width - w) / 2, y: 0, width: w, height: gridHeight * scale, scale }
}
