import type { Length, RawRecord } from '@strata/core'
import type { BgTransitionsApi } from './plugin'

/** Rows or columns of a slot transition: a count (at least 1) or 'random' (3 to 13). */
export type GridSize = number | 'random'

/**
 * How the incoming (or outgoing) slide moves (docs/behaviour.md §3 "in and out"). Whole-word fields; the
 * export's keys (`o`, `r`, `sx`, `sy`, `m`, `row`, `col`) are read by the normaliser only
 * (docs/data-format/bg-transitions.md).
 */
export interface BgMotion {
  /** Opacity (export `o`). @default in 0, out 1 */
  opacity: Length
  /** @default 0 */
  x: Length
  /** @default 0 */
  y: Length
  /** Rotation, degrees (export `r`). @default 0 */
  rotation: Length
  /** Scale x (export `sx`). @default 1 */
  scaleX: Length
  /** Scale y (export `sy`). @default 1 */
  scaleY: Length
  /** Mask: clip to the slot (export `m`). @default false */
  mask: boolean
  /** Slot rows (export `row`). @default 1 */
  rows: GridSize
  /** Slot columns (export `col`). @default 1 */
  columns: GridSize
}

/** The outgoing slide: whether it animates, and its ease. */
export interface BgOut extends BgMotion {
  /** Animate the outgoing slide (export `a`). @default false */
  animate: boolean
  /** Export `e`. @default 'power2.inOut' */
  ease: string
}

/** 3D transition settings (docs/behaviour.md §3 "d3"). */
export interface Bg3d {
  /** The 3D effect (export `f`). @default 'none' */
  effect: 'none' | 'cube' | 'incube' | 'fly' | 'turn'
  /** Export `d`. @default 'horizontal' */
  direction: 'horizontal' | 'vertical'
  /** Depth, px (export `z`). @default 300 */
  depth: number
  /** Tilt, degrees (export `t`). @default 0 */
  tilt: number
  /** Shade the outgoing face (export `su`). @default false */
  shadow: boolean
}

/** CSS filter values during the transition (percent; blur in px). */
export interface BgFilter {
  /** @default 0 */
  blur: number
  /** @default 100 */
  brightness: number
  /** @default 0 */
  grayscale: number
  /** @default 0 */
  sepia: number
  /** @default 0 */
  invert: number
}

/** A slide's background animation (docs/behaviour.md §3 "Background animation"), from either data form. */
export interface BgAnimation {
  /** Duration, ms (export `d`; 6.x: `ms`). @default 1000 */
  duration: number
  /** Stagger between slots, ms (export `sd`). @default 75 */
  stagger: number
  /** Transition name (export `tr`). @default 'basic' ('fade' when the data's engine or add-on is missing) */
  transition: string
  /** Export `e`. @default 'power2.inOut' */
  ease: string
  /** Stagger order: start, end, middle or random (export `dir`). @default 'start' */
  direction: string
  /** Random transition (export `rnd`). @default false */
  random: boolean
  in: BgMotion
  out: BgOut
  d3: Bg3d
  filter: BgFilter
}

declare module '@strata/core' {
  interface PluginApis {
    /** `bgTransitions()`: see BgTransitionsApi. */
    'bg-transitions': BgTransitionsApi
  }
  interface SliderEvents {
    /**
     * A slide background has video settings: `element` is the empty `strata-bg-video` box inside
     * the slide's background for the media package to fill (slide background videos never autoplay).
     */
    'bg-transitions:video': { index: number; element: HTMLElement; video: RawRecord }
    /** A background transition starts: the preset that runs (after random and fallback lookups). */
    'bg-transitions:transition': { from: number; to: number; name: string; duration: number }
  }
  interface SlideModel {
    /** The slide's background animation; present once `@strata/bg-transitions`' normaliser part ran. */
    backgroundAnimation?: BgAnimation
    /** Overlay pattern over the slide background, 0 for none; present once that part ran. */
    backgroundOverlay?: number
  }
}
