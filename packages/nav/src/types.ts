import type { Length, RawRecord, Responsive } from '@strata/core'

/** Horizontal alignment. */
export type NavH = 'left' | 'center' | 'right'
/** Vertical alignment (exports write `center` for `middle`). */
export type NavV = 'top' | 'middle' | 'bottom'

/** Where a nav element (or one arrow) sits. */
export interface NavPlacement {
  /** Placed relative to the whole module or to the layer grid. @default 'slider' */
  a: 'slider' | 'grid'
  /** @default arrows 'left' / 'right', others 'center' */
  h: Responsive<NavH>
  /** @default arrows 'middle', others 'bottom' */
  v: Responsive<NavV>
  /** Offset from the aligned edge, px. @default arrows 30, others 0 */
  x: Responsive<Length>
  /** @default arrows 0, others 20 */
  y: Responsive<Length>
}

/** What every nav kind has (SPEC.md §3 "Navigation settings per kind", DATA-FORMAT.md). */
export interface NavKind {
  /** On. @default false */
  set: boolean
  /** Skin name. @default '' */
  key: string
  /** Skin CSS template with `##name##` placeholders. @default '' */
  css: string
  /** Skin HTML template. @default '' */
  html: string
  /** Skin placeholder defaults, as authored. @default {} */
  def: RawRecord
  /** Skin placeholder values set by the site owner (over `def`), as authored. @default {} */
  cst: RawRecord
  /** Shown per level. @default [true, true, true, true, true] */
  show: Responsive<boolean>
  /** Show delay per level, ms. @default [0, 0, 0, 0, 0] */
  dIn: Responsive<number>
  /** Hide delay per level, ms. @default [0, 0, 0, 0, 0] */
  dOut: Responsive<number>
  /**
   * Auto-hide time, ms (SPEC.md §9 "Nav default times"): for a kind that hides (`dOut` > 0),
   * how long after the visitor's last touch (or a resting mouse) it stays shown.
   * @default arrows 1000, bullets 3000, thumbs 2000, tabs 4000, scrubber 5000
   */
  t: number
}

/** Bullets, thumbs, tabs: a row of items. */
export interface NavList extends NavKind, NavPlacement {
  /** Direction of the row. @default 'horizontal' */
  d: 'horizontal' | 'vertical'
  /** Gap between items, px (bullets export it as `s`, space). @default 5 */
  g: number
}

/** The wrapper around thumbs or tabs. */
export interface NavWrapper {
  /** Padding, px. @default 5 */
  p: number
  /** Colour. @default 'transparent' */
  c: string
  /** Margin, px. @default 0 */
  m: number
  /** Stretch across the module. @default false */
  s: boolean
}

/** Thumbs and tabs. */
export interface NavItems extends NavList {
  /** Item size, px. @default { w: 100, h: 50 } */
  size: { w: number; h: number }
  /** Most items visible. @default 5 */
  m: number
  wr: NavWrapper
}

/** A scrubber extra as authored; null when not set (read by `controls/scrubber-style.ts`). */
export type NavExtra = string | number | boolean | null

export interface NavArrows extends NavKind {
  /** Left arrow. */
  l: NavPlacement
  /** Right arrow. */
  r: NavPlacement
}

/** The scrubber and its SPEC.md §3 extras (our reading of the names; bad values are reported). */
export interface NavScrubber extends NavKind, NavPlacement {
  /** Handle size, px. @default 16 */
  hs: NavExtra
  /** Main size: the scrubber's length, px or %. @default '40%' */
  ms: NavExtra
  /** Track size (thickness), px. @default 4 */
  ts: NavExtra
  /** Track opacity, 0 to 1. @default 1 */
  to: NavExtra
  /** Scrubber (track) colour. @default 'rgba(255,255,255,0.35)' */
  sc: NavExtra
  /** Hit padding around the track, px. @default 8 */
  hp: NavExtra
  /** Panel colour behind the scrubber. @default 'transparent' */
  pa: NavExtra
  /** Handle colour. @default '#ffffff' */
  ha: NavExtra
  /** Handle skin (shape): 'circle' or 'square'. @default 'circle' */
  sk: NavExtra
  /** Corner radius of the track and the panel, px. @default 2 */
  cor: NavExtra
}

/** Navigation settings (SPEC.md §3 "nav", DATA-FORMAT.md `settings.nav`). */
export interface NavSettings {
  arrows: NavArrows
  bullets: NavList
  thumbs: NavItems
  tabs: NavItems
  scrubber: NavScrubber
  /** Arrow keys (no export key seen; read from `keyboard`). */
  keyboard: {
    /** @default false */
    set: boolean
    /** @default 'horizontal' */
    d: 'horizontal' | 'vertical'
  }
  /** Swipe (export key `s`). */
  swipe: {
    /** @default false */
    use: boolean
    /** Also on desktop (mouse drag). @default false */
    desk: boolean
    /** Tolerance, px. @default 5 */
    t: number
  }
  /** Mouse wheel (export key `m`). */
  wheel: {
    /** @default false */
    use: boolean
    /** Cooldown between steps, ms. @default 1500 */
    cd: number
  }
  /**
   * Thumb/tab panel size, px (export key `p`): a stretched thumbs/tabs wrapper (`wr.s`) is this
   * high across a horizontal row (`h`) or this wide beside a vertical column (`w`); items shrink
   * to fit it. @default { w: 300, h: 200 }
   */
  panel: { w: number; h: number }
}

/** Progress bar (SPEC.md §3 "pbar", DATA-FORMAT.md). */
export interface ProgressBar {
  /** @default false */
  set: boolean
  /** Shape (export key `t`). @default 'horizontal' */
  type: 'horizontal' | 'vertical' | 'cw' | 'ccw'
  /** Time base: the current slide, or all slides. @default 'slide' */
  base: 'slide' | 'all'
  /** Thickness, px (export key `s`). @default 5 */
  size: number
  /** Bar colour (export key `c`). @default 'rgba(255,255,255,0.5)' */
  color: string
  /** Track colour. @default 'transparent' */
  bg: string
  /** Gaps between slide segments (export key `g`). @default false */
  gap: boolean
  /** Gap size, px. @default 0 */
  gs: number
  /** Gap colour. @default 'transparent' */
  gc: string
  /** Placed relative to the whole module or to the layer grid. @default 'slider' */
  a: 'slider' | 'grid'
  /** @default 'left' at every level */
  h: Responsive<NavH>
  /** @default 'bottom' at every level */
  v: Responsive<NavV>
  /** @default 0 at every level */
  x: Responsive<Length>
  /** @default 0 at every level */
  y: Responsive<Length>
  /** Shown per level. @default [true, true, true, true, true] */
  vis: Responsive<boolean>
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Navigation, filled by `@strata/nav`. */
    nav: NavSettings
    /** Progress bar, filled by `@strata/nav`. */
    pbar: ProgressBar
  }
}
