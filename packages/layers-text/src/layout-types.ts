import type { Length, Responsive } from '@strata/core'

export type SpikeEdge = 'none' | 'spike' | 'slant'

/** Sides over the five levels (export `p` / `m`: `{ t, r, b, l }`, each 5-slot). */
export interface LevelSides {
  /** Export `t`. @default 0 at every level */
  top: Responsive<Length>
  /** Export `r`. @default 0 at every level */
  right: Responsive<Length>
  /** Export `b`. @default 0 at every level */
  bottom: Responsive<Length>
  /** Export `l`. @default 0 at every level */
  left: Responsive<Length>
}

/** Layout parts of a layer that core's `LayerModel` leaves to layer plugins. */
export interface LayerLayout {
  /** Padding per side per level (export `p`). @default 0 everywhere */
  padding: LevelSides
  /** Margin per side per level (export `m`). @default 0 everywhere */
  margin: LevelSides
  /**
   * A column's share of its row, 0..1 (export `col`, on the layer or in its `size`: `"1/3"`,
   * `0.5`, `"50%"`); 0 shares equally. @default 0
   */
  column: number
  /** CSS mix-blend-mode (export `blend`). @default 'normal' */
  blend: string
  /** CSS cursor. @default 'auto' */
  cursor: string
  /** Pointer events, `auto` or `none` (export `pE`). @default 'auto' */
  pointerEvents: 'auto' | 'none'
  /** Global layers: first slide shown on, 1-based (export `sStart`). @default 1 */
  slideStart: number
  /** Global layers: last slide shown on, 1-based; 0 = the last slide (export `sEnd`). @default 0 */
  slideEnd: number
}
