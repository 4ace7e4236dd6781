import type { Length } from '@strata/core'

/** Carousel settings (SPEC.md §3 "Carousel settings"), normalised: every field present. */
export interface CarouselSettings {
  /** Orientation: horizontal or vertical. @default 'h' */
  type: 'h' | 'v'
  /** Where the focused slide sits. @default 'center' */
  align: 'center' | 'left' | 'right'
  /** Slides visible at once; at least 1 (3 for 3d spin). @default 3 */
  maxV: number
  /** Exactly `maxV` slides fill the axis, with no prev/next peeks. @default false */
  justify: boolean
  /** The focused slide fills the axis but for the two prev/next peeks. @default false */
  stretch: boolean
  /** Scale down slides away from the focus. @default false */
  scale: boolean
  /** Smallest scale, in percent. @default 50 */
  minS: number
  /** Space between slides, px. @default 0 */
  space: number
  /** Rotate slides away from the focus. @default false */
  rotation: boolean
  /** Largest rotation, degrees. @default 0 */
  maxR: number
  /** Fade slides away from the focus. @default false */
  opacity: boolean
  /** Opacity of the farthest visible slide, in percent. @default 100 */
  maxO: number
  /** @default 'off' */
  spin: 'off' | '2d' | '3d'
  /** Spin angle, degrees; within plus or minus 360 / slide count. @default 0 */
  spinA: number
  /** @default true */
  snap: boolean
  /** Endless loop of slides. @default false */
  infinity: boolean
  /** @default 'power3.inOut' */
  ease: string
  /** Duration of a step, ms; capped to the slide length. @default 800 */
  dur: number
  /** Layers shown on slides other than the focused one. @default false */
  showAllLayers: false | 'all' | 'individual'
  /** Slide corner radius (export key `bR`). @default 0 */
  borderRadius: Length
  /** How much of the previous and next slide shows (export key `pNV`). @default 50 (50px) */
  prevNextVis: Length
  /** Perspective for carousel 3D, px. @default 1200 */
  perspective: number
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Carousel settings, filled by `@strata/carousel`. */
    carousel: CarouselSettings
  }
}
