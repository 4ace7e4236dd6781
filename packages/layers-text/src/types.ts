import type { Length, Responsive } from '@strata/core'
import type { LayerLayout, SpikeEdge } from './layout-types'

/** Four sides or corners: top, right, bottom, left. */
export type Sides = readonly [Length, Length, Length, Length]

export type TextAlign = 'inherit' | 'left' | 'center' | 'right' | 'justify'

export interface LayerFont {
  /** @default 'Roboto' */
  family: string
  /** @default 20 (px) at every level */
  size: Responsive<Length>
  /** @default 400 at every level */
  weight: Responsive<number>
  /** Letter spacing. @default 0 at every level */
  ls: Responsive<Length>
  /** @default 'normal' */
  style: 'normal' | 'italic'
}

export interface LayerBorder {
  /** Style. @default 'none' */
  s: 'none' | 'solid' | 'dashed' | 'dotted' | 'double'
  /** Widths per side. @default [0, 0, 0, 0] */
  w: Sides
  /** Colour. @default 'transparent' */
  c: string
}

export interface LayerShadow {
  /** @default false */
  use: boolean
  /** @default 0 */
  x: number
  /** @default 0 */
  y: number
  /** Blur, px. @default 0 */
  b: number
  /** Spread, px (box shadow only). @default 0 */
  s: number
  /** @default 'rgba(0,0,0,0.25)' */
  c: string
}

/** A layer's look (SPEC.md §3 "Layer": font, line height, alignment, colours, border, shadows). */
export interface LayerStyle {
  font: LayerFont
  /** Line height (export key `lh`). @default 25 (px) at every level */
  lh: Responsive<Length>
  /** Text alignment (export key `tA`). @default 'inherit' at every level */
  tA: Responsive<TextAlign>
  /** White space (export key `ws`). @default 'nowrap' at every level */
  ws: Responsive<string>
  /** Text transform (export key `tT`). @default 'none' at every level */
  tT: Responsive<string>
  /** Text colour (a CSS colour or gradient). @default '#ffffff' at every level */
  color: Responsive<string>
  bg: {
    /** @default 'transparent' */
    color: string
    /** Image URL. @default '' */
    image: string
    /** Video URL. @default '' */
    video: string
    /** Text fill: a colour or gradient painted into the glyphs (`bg.fill` or `bg.tf`). @default '' */
    fill: string
    /** Clip the background to the text. @default false */
    clip: boolean
  }
  border: LayerBorder
  /** Corner radius. @default [0, 0, 0, 0] */
  radius: Sides
  boxShadow: LayerShadow
  textShadow: LayerShadow
  textStroke: {
    /** @default false */
    use: boolean
    /** Width, px. @default 1 */
    w: number
    /** @default '#000000' */
    c: string
  }
  /** Spike clip of the left and right edges; `w` is the spike depth in px. */
  spike: {
    /** @default 'none' */
    l: SpikeEdge
    /** @default 'none' */
    r: SpikeEdge
    /** @default 10 */
    w: number
  }
  /** A pattern laid over the layer's background (SPEC.md §5: unknown patterns use pattern 2). */
  overlay: {
    /** @default false */
    use: boolean
    /** Pattern 1..5 (dots small, dots, lines, vertical lines, grid). @default 2 */
    pattern: number
    /** @default 'rgba(0,0,0,0.5)' */
    c: string
    /** Pattern cell, px. @default 4 */
    s: number
  }
}

/** CSS filter values (SPEC.md §3 "Filter defaults"). */
export interface LayerFilter {
  /** px. @default 0 */
  blur: number
  /** Percent. @default 100 */
  brightness: number
  /** Percent. @default 0 */
  grayscale: number
  /** Percent. @default 0 */
  sepia: number
  /** Percent. @default 0 */
  invert: number
}

/** The hover state's transform and its timing (export: `hov.frame`). */
export interface HoverFrame {
  /** Opacity. @default 1 */
  o: number
  /** @default 0 */
  x: number
  /** @default 0 */
  y: number
  /** @default 0 */
  z: number
  /** @default 1 */
  sX: number
  /** @default 1 */
  sY: number
  /** @default 0 */
  rX: number
  /** @default 0 */
  rY: number
  /** @default 0 */
  rZ: number
  /** @default 0 */
  skX: number
  /** @default 0 */
  skY: number
  /** Duration, ms. @default 300 */
  d: number
  /** @default 'power3.inOut' */
  e: string
}

/** Hover (SPEC.md `hover`, export `hov`). A null look keeps the layer's own. */
export interface LayerHover {
  /** Hover is on. @default false */
  use: boolean
  /** @default null */
  color: string | null
  /** Background colour. @default null */
  bg: string | null
  /** @default null */
  border: LayerBorder | null
  /** @default null */
  radius: Sides | null
  frame: HoverFrame
  filter: LayerFilter
}

declare module '@strata/core' {
  interface LayerModel {
    /** Filled by `@strata/layers-text`. */
    style: LayerStyle
    /** Filled by `@strata/layers-text`. */
    hover: LayerHover
    /** Toggle text (SPEC `tog`, export `toggle`); '' for none. Filled by `@strata/layers-text`. */
    toggle: { text: string }
    /** Padding, margin, column share, blend, cursor... Filled by `@strata/layers-text`. */
    layout: LayerLayout
  }
}
