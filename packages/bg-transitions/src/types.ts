import type { Length, RawRecord } from '@strata/core'
import type { BgTransitionsApi } from './plugin'

/** Rows or columns of a slot transition: a count (at least 1) or 'random' (3 to 13). */
export type GridSize = number | 'random'

/** How the incoming (or outgoing) slide moves (SPEC.md §3 "in and out"). */
export interface BgMotion {
  /** Opacity. @default in 0, out 1 */
  o: Length
  /** @default 0 */
  x: Length
  /** @default 0 */
  y: Length
  /** Rotation. @default 0 */
  r: Length
  /** Scale x. @default 1 */
  sx: Length
  /** Scale y. @default 1 */
  sy: Length
  /** Mask (clip to the slot). @default false */
  m: boolean
  /** @default 1 */
  row: GridSize
  /** @default 1 */
  col: GridSize
}

/** The outgoing slide: whether it animates, and its ease. */
export interface BgOut extends BgMotion {
  /** Animate the outgoing slide. @default false */
  a: boolean
  /** @default 'power2.inOut' */
  e: string
}

/** 3D transition settings (SPEC.md §3 "d3"). */
export interface Bg3d {
  /** @default 'none' */
  f: 'none' | 'cube' | 'incube' | 'fly' | 'turn'
  /** Direction. @default 'horizontal' */
  d: 'horizontal' | 'vertical'
  /** Depth, px. @default 300 */
  z: number
  /** Tilt, degrees. @default 0 */
  t: number
  /** Shadow. @default false */
  su: boolean
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

/** A slide's background animation (SPEC.md §3 "Background animation"), from either data form. */
export interface BgAnimation {
  /** Duration, ms (6.x: `ms`). @default 1000 */
  d: number
  /** Stagger between slots, ms. @default 75 */
  sd: number
  /** Transition name. @default 'basic' ('fade' when the data's engine or add-on is missing) */
  tr: string
  /** @default 'power2.inOut' */
  e: string
  /** Stagger direction, e.g. start, end, middle, random. @default 'start' */
  dir: string
  /** Random transition. @default false */
  rnd: boolean
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
    'bg:video': { index: number; element: HTMLElement; video: RawRecord }
    /** A background transition starts: the preset that runs (after random and fallback lookups). */
    'bg:transition': { from: number; to: number; name: string; duration: number }
  }
  interface SlideModel {
    /** Filled by `@strata/bg-transitions`. */
    bgAnimation: BgAnimation
    /** Overlay pattern over the slide background; 0 for none. Filled by `@strata/bg-transitions`. */
    bgOverlay: number
  }
}
