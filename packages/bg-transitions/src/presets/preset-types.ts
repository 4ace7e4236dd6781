import type { Bg3d, BgFilter, BgMotion, BgOut } from '../types'

/**
 * A named transition as data (what `transition` names): only what differs from the defaults.
 * `transition` names another preset (an alias, or `random`); lookups follow it at most 10 levels
 * (docs/behaviour.md §5).
 */
export interface BgPreset {
  transition?: string
  ease?: string
  stagger?: number
  /** Stagger order. */
  direction?: string
  in?: Partial<BgMotion>
  out?: Partial<BgOut>
  d3?: Partial<Bg3d>
  filter?: Partial<BgFilter>
}
