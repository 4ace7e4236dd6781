import type { Length, RawRecord, Responsive } from '@strata/core'

/** Horizontal alignment. */
export type NavH = 'left' | 'center' | 'right'
/** Vertical alignment (exports write `center` for `middle`). */
export type NavV = 'top' | 'middle' | 'bottom'

/** Where a nav element (or one arrow) sits (export keys `a`, `h`, `v`, `x`, `y`). */
export interface NavPlacement {
  /** Placed relative to the whole module or to the layer grid (export `a`). @default 'slider' */
  alignTo: 'slider' | 'grid'
  /** Horizontal alignment per level (export `h`). @default arrows 'left' / 'right', others 'center' */
  horizontal: Responsive<NavH>
  /** Vertical alignment per level (export `v`). @default arrows 'middle', others 'bottom' */
  vertical: Responsive<NavV>
  /** Offset from the aligned edge (or the centre) per level, px or a CSS length (export `x`). @default arrows 30, others 0 */
  offsetX: Responsive<Length>
  /** Vertical offset per level, px or a CSS length (export `y`). @default arrows 0, others 20 */
  offsetY: Responsive<Length>
}

/** A width and a height, px (export keys `w`, `h`). */
export interface NavSize {
  /** @default item size 100, panel 300 */
  width: number
  /** @default item size 50, panel 200 */
  height: number
}

/** What every nav kind has (docs/behaviour.md §3 "Navigation settings per kind", docs/data-format/README.md). */
export interface NavKind {
  /** On. @default false */
  set: boolean
  /** Skin name (export `key`). @default '' */
  skin: string
  /** Skin CSS template with `##name##` placeholders. @default '' */
  css: string
  /** Skin HTML template. @default '' */
  html: string
  /** Skin placeholder defaults, as authored (export `def`). @default {} */
  skinDefaults: RawRecord
  /** Skin placeholder values set by the site owner, over `skinDefaults` (export `cst`). @default {} */
  skinCustom: RawRecord
  /** Shown per level. @default [true, true, true, true, true] */
  show: Responsive<boolean>
  /** Show delay per level, ms (export `dIn`). @default [0, 0, 0, 0, 0] */
  showDelay: Responsive<number>
  /** Hide delay per level, ms; 0 never hides (export `dOut`). @default [0, 0, 0, 0, 0] */
  hideDelay: Responsive<number>
  /**
   * Auto-hide time, ms (docs/behaviour.md §9 "Nav default times"; export `t`): for a kind that hides
   * (`hideDelay` > 0), how long after the visitor's last touch (or a resting mouse) it stays shown.
   * @default arrows 1000, bullets 3000, thumbs 2000, tabs 4000, scrubber 5000
   */
  hideAfter: number
}

/** Bullets, thumbs, tabs: a row of items. */
export interface NavList extends NavKind, NavPlacement {
  /** Direction of the row (export `d`). @default 'horizontal' */
  direction: 'horizontal' | 'vertical'
  /** Gap between items, px (export `g`; bullets export it as `s`, space). @default 5 */
  gap: number
}

/** The wrapper around thumbs or tabs (export `wr`). */
export interface NavWrapper {
  /** Padding, px (export `p`). @default 5 */
  padding: number
  /** Colour (export `c`). @default 'transparent' */
  color: string
  /** Margin, px (export `m`). @default 0 */
  margin: number
  /** Stretch across the module: the wrapper becomes the panel (export `s`). @default false */
  stretch: boolean
}

/** Thumbs and tabs. */
export interface NavItems extends NavList {
  /** Item size, px (export `size.{w, h}`). @default { width: 100, height: 50 } */
  size: NavSize
  /** Most items visible (export `m`). @default 5 */
  maxVisible: number
  /** The wrapper (export `wr`). @default { padding: 5, color: 'transparent', margin: 0, stretch: false } */
  wrapper: NavWrapper
}

/** A scrubber extra as authored; null when not set (read by `controls/scrubber-style.ts`). */
export type NavExtra = string | number | boolean | null

/** Arrows: one kind, two placements. */
export interface NavArrows extends NavKind {
  /** Left ("Previous slide") arrow (export `l`). @default { alignTo: 'slider', horizontal: 'left', vertical: 'middle', offsetX: 30, offsetY: 0 } */
  left: NavPlacement
  /** Right ("Next slide") arrow (export `r`). @default { alignTo: 'slider', horizontal: 'right', vertical: 'middle', offsetX: 30, offsetY: 0 } */
  right: NavPlacement
}

/** The scrubber and its docs/behaviour.md §3 extras: as authored (null when unset), checked when drawn. */
export interface NavScrubber extends NavKind, NavPlacement {
  /** Handle size, px (export `hs`). @default 16 */
  handleSize: NavExtra
  /** The scrubber's length, px or % (export `ms`, main size). @default '40%' */
  length: NavExtra
  /** Track size (thickness), px (export `ts`). @default 4 */
  trackSize: NavExtra
  /** Track opacity, 0 to 1 (export `to`). @default 1 */
  trackOpacity: NavExtra
  /** Track colour (export `sc`, scrubber colour). @default 'rgba(255,255,255,0.35)' */
  trackColor: NavExtra
  /** Hit padding around the track, px (export `hp`). @default 8 */
  hitPadding: NavExtra
  /** Panel colour behind the scrubber (export `pa`). @default 'transparent' */
  panelColor: NavExtra
  /** Handle colour (export `ha`). @default '#ffffff' */
  handleColor: NavExtra
  /** Handle shape, 'circle' or 'square' (export `sk`, skin). @default 'circle' */
  handleShape: NavExtra
  /** Corner radius of the track and the panel, px (export `cor`). @default 2 */
  cornerRadius: NavExtra
}

/** Navigation settings (docs/behaviour.md §3 "nav", docs/data-format/README.md `settings.nav`). */
export interface NavSettings {
  /** Previous / next buttons. @default off, hide after 1000 ms */
  arrows: NavArrows
  /** One button per navigable slide. @default off, hide after 3000 ms */
  bullets: NavList
  /** Thumbnails. @default off, hide after 2000 ms */
  thumbs: NavItems
  /** A tablist. @default off, hide after 4000 ms */
  tabs: NavItems
  /** A range input over the slides. @default off, hide after 5000 ms */
  scrubber: NavScrubber
  /** Arrow keys (no export key seen; read from `keyboard`). */
  keyboard: {
    /** @default false */
    set: boolean
    /** The arrow keys that step (export `d`). @default 'horizontal' */
    direction: 'horizontal' | 'vertical'
  }
  /** Swipe (export key `s`). */
  swipe: {
    /** @default false */
    use: boolean
    /** Also on desktop: mouse drag (export `desk`). @default false */
    desktop: boolean
    /** Distance a press moves before it is a drag, px (export `t`). @default 5 */
    tolerance: number
  }
  /** Mouse wheel (export key `m`). */
  wheel: {
    /** @default false */
    use: boolean
    /** Cooldown between steps, ms (export `cd`). @default 1500 */
    cooldown: number
  }
  /**
   * Thumb/tab panel size, px (export key `p`, `{w, h}`): a stretched thumbs/tabs wrapper
   * (`wrapper.stretch`) is this high across a horizontal row (`height`) or this wide beside a
   * vertical column (`width`); items shrink to fit it. @default { width: 300, height: 200 }
   */
  panel: NavSize
}

/** Progress bar (docs/behaviour.md §3 "pbar", export `settings.pbar`); placed left, bottom, offsets 0. */
export interface ProgressBar extends NavPlacement {
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
  /** Track colour (export key `bg`). @default 'transparent' */
  bg: string
  /** Gaps between slide segments (export key `g`). @default false */
  gap: boolean
  /** Gap size, px (export key `gs`). @default 0 */
  gapSize: number
  /** Gap colour (export key `gc`). @default 'transparent' */
  gapColor: string
  /** Shown per level (export key `vis`). @default [true, true, true, true, true] */
  visible: Responsive<boolean>
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Navigation; present once `@strata/nav`'s normaliser part has run. */
    nav?: NavSettings
    /** Progress bar (export `settings.pbar`); present once `@strata/nav`'s normaliser part has run. */
    progressBar?: ProgressBar
  }
}
