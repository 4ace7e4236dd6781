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
  /** Letter spacing (export `ls`). @default 0 (px) at every level */
  letterSpacing: Responsive<Length>
  /** @default 'normal' */
  style: 'normal' | 'italic'
}

/** A border (export `{ s, w, c }`). */
export interface LayerBorder {
  /** Line style (export `s`). @default 'none' */
  style: 'none' | 'solid' | 'dashed' | 'dotted' | 'double'
  /** Widths per side, top right bottom left (export `w`). @default [0, 0, 0, 0] */
  width: Sides
  /** Colour (export `c`). @default 'transparent' */
  color: string
}

/** A box or text shadow (export `{ use, x, y, b, s, c }`). */
export interface LayerShadow {
  /** Drawn at all. @default false */
  use: boolean
  /** Horizontal offset, px. @default 0 */
  x: number
  /** Vertical offset, px. @default 0 */
  y: number
  /** Blur, px (export `b`). @default 0 */
  blur: number
  /** Spread, px; box shadow only (export `s`). @default 0 */
  spread: number
  /** Colour (export `c`). @default 'rgba(0,0,0,0.25)' */
  color: string
}

/** A layer's look (docs/behaviour.md §3 "Layer": font, line height, alignment, colours, border, shadows). */
export interface LayerStyle {
  /** @default Roboto, 20 px, 400, no letter spacing, normal */
  font: LayerFont
  /** Line height (export `lh`). @default 25 (px) at every level */
  lineHeight: Responsive<Length>
  /** Text alignment (export `tA`). @default 'inherit' at every level */
  textAlign: Responsive<TextAlign>
  /** CSS white-space (export `ws`). @default 'nowrap' at every level */
  whiteSpace: Responsive<string>
  /** CSS text-transform (export `tT`). @default 'none' at every level */
  textTransform: Responsive<string>
  /** Text colour (a CSS colour or gradient). @default '#ffffff' at every level */
  color: Responsive<string>
  /** Background and text fill. @default transparent, no image, no video, no fill, no clip */
  bg: {
    /** A CSS colour or gradient. @default 'transparent' */
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
  /** @default no border: `{ style: 'none', width: [0, 0, 0, 0], color: 'transparent' }` */
  border: LayerBorder
  /** Corner radius, top-left top-right bottom-right bottom-left. @default [0, 0, 0, 0] */
  radius: Sides
  /** @default off (`use: false`, 0 px, 'rgba(0,0,0,0.25)') */
  boxShadow: LayerShadow
  /** @default off (`use: false`, 0 px, 'rgba(0,0,0,0.25)'); `spread` is not drawn */
  textShadow: LayerShadow
  /** Text outline (export `{ use, w, c }`). @default off, 1 px, '#000000' */
  textStroke: {
    /** Drawn at all. @default false */
    use: boolean
    /** Width, px (export `w`). @default 1 */
    width: number
    /** Colour (export `c`). @default '#000000' */
    color: string
  }
  /** Spike clip of the left and right edges (export `{ l, r, w }`). @default none, none, 10 */
  spike: {
    /** Left edge (export `l`). @default 'none' */
    left: SpikeEdge
    /** Right edge (export `r`). @default 'none' */
    right: SpikeEdge
    /** Spike depth, px (export `w`). @default 10 */
    width: number
  }
  /**
   * A pattern laid over the layer's background (docs/behaviour.md §5: unknown patterns use pattern 2).
   * @default off, pattern 2, 'rgba(0,0,0,0.5)', 4 px
   */
  overlay: {
    /** Drawn at all. @default false */
    use: boolean
    /** Pattern 1..5 (dots small, dots, lines, vertical lines, grid). @default 2 */
    pattern: number
    /** Pattern colour (export `c`). @default 'rgba(0,0,0,0.5)' */
    color: string
    /** Pattern cell, px (export `s`). @default 4 */
    size: number
  }
}

/** CSS filter values (docs/behaviour.md §3 "Filter defaults"). */
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
  /** Opacity (export `o`). @default 1 */
  opacity: number
  /** Horizontal move, grid px. @default 0 */
  x: number
  /** Vertical move, grid px. @default 0 */
  y: number
  /** Depth move, grid px. @default 0 */
  z: number
  /** Export `sX`. @default 1 */
  scaleX: number
  /** Export `sY`. @default 1 */
  scaleY: number
  /** Degrees (export `rX`). @default 0 */
  rotationX: number
  /** Degrees (export `rY`). @default 0 */
  rotationY: number
  /** Degrees (export `rZ`). @default 0 */
  rotationZ: number
  /** Degrees (export `skX`). @default 0 */
  skewX: number
  /** Degrees (export `skY`). @default 0 */
  skewY: number
  /** ms (export `d`). @default 300 */
  duration: number
  /** A GSAP ease (export `e`). @default 'power3.inOut' */
  ease: string
}

/** Hover (docs/behaviour.md `hover`, export `hov`). A null look keeps the layer's own. */
export interface LayerHover {
  /** Hover is on. @default false */
  use: boolean
  /** Text colour on hover. @default null */
  color: string | null
  /** Background colour on hover. @default null */
  bg: string | null
  /** Border colour and style on hover (widths are not animated). @default null */
  border: LayerBorder | null
  /** Corner radius on hover. @default null */
  radius: Sides | null
  /** The hover transform and its timing. @default no move, 300 ms, 'power3.inOut' */
  frame: HoverFrame
  /** The hover filter. @default the filter defaults (no filter) */
  filter: LayerFilter
}

declare module '@strata/core' {
  interface LayerModel {
    /** The layer's look. Filled by `@strata/layers-text`. @default `STYLE_DEFAULTS` */
    style: LayerStyle
    /** Hover (export `hov`). Filled by `@strata/layers-text`. @default off */
    hover: LayerHover
    /**
     * Toggle text (export `toggle`, also `tog`); '' for none. Filled by `@strata/layers-text`.
     * @default { text: '' }
     */
    toggle: { text: string }
    /**
     * Padding, margin, column share, blend, cursor, pointer events, global range. Filled by
     * `@strata/layers-text`. @default `LAYOUT_DEFAULTS`
     */
    layout: LayerLayout
  }
}
