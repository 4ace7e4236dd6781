import type { Length, Responsive } from '@strata/core'

export type SpikeEdge = 'none' | 'spike' | 'slant'

/** Sides over the five levels (export `p`/`m`: `{ t, r, b, l }`, each 5-slot). */
export interface LevelSides {
  t: Responsive<Length>
  r: Responsive<Length>
  b: Responsive<Length>
  l: Responsive<Length>
}

/** Layout parts of a layer that core's `LayerModel` leaves to layer plugins. */
export interface LayerLayout {
  /** Padding per side per level (export `p`). @default 0 everywhere */
  p: LevelSides
  /** Margin per side per level (export `m`). @default 0 everywhere */
  m: LevelSides
  /** A column's share of its row, 0..1 (`"1/3"`, `0.5`, `"50%"`); 0 shares equally. @default 0 */
  col: number
  /** CSS mix-blend-mode. @default 'normal' */
  blend: string
  /** CSS cursor. @default 'auto' */
  cursor: string
  /** Pointer events, `auto` or `none` (export `pE`). @default 'auto' */
  pE: 'auto' | 'none'
  /** Global layers: first slide shown on, 1-based (export `sStart`). @default 1 */
  sStart: number
  /** Global layers: last slide shown on, 1-based; 0 = the last slide (export `sEnd`). @default 0 */
  sEnd: number
}
