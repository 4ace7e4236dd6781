import type { Length } from '@strata/core'

/** The carousel's axis: slides run left to right, or top to bottom. */
export type CarouselOrientation = 'horizontal' | 'vertical'

/**
 * Carousel settings (docs/data-format/carousel.md), normalised: every field present. Field names
 * are whole words; the export's short keys (`maxV`, `minS`, `dur`, ...) are read by the normaliser only.
 */
export interface CarouselSettings {
  /** Orientation (export key `type`: `h` or `v`). @default 'horizontal' */
  orientation: CarouselOrientation
  /** Where the focused slide sits. @default 'center' */
  align: 'center' | 'left' | 'right'
  /** Slides visible at once; at least 1 (3 for 3d spin). Export key `maxV`. @default 3 */
  maxVisible: number
  /** Exactly `maxVisible` slides fill the axis, with no prev/next peeks. @default false */
  justify: boolean
  /** The focused slide fills the axis but for the two prev/next peeks. @default false */
  stretch: boolean
  /** Scale down slides away from the focus. @default false */
  scale: boolean
  /** Smallest scale, in percent. Export key `minS`. @default 50 */
  minScale: number
  /** Space between slides, px. @default 0 */
  space: number
  /** Rotate slides away from the focus. @default false */
  rotation: boolean
  /** Largest rotation, degrees. Export key `maxR`. @default 0 */
  maxRotation: number
  /** Fade slides away from the focus. @default false */
  opacity: boolean
  /** Opacity of the farthest visible slide, in percent. Export key `maxO`. @default 100 */
  maxOpacity: number
  /** @default 'off' */
  spin: 'off' | '2d' | '3d'
  /** Spin angle, degrees; within plus or minus 360 / slide count. Export key `spinA`. @default 0 */
  spinAngle: number
  /** @default true */
  snap: boolean
  /** Endless loop of slides. @default false */
  infinity: boolean
  /** @default 'power3.inOut' */
  ease: string
  /** Duration of a step, ms; capped to the slide length. Export key `dur`. @default 800 */
  duration: number
  /** Layers shown on slides other than the focused one. @default false */
  showAllLayers: false | 'all' | 'individual'
  /** Slide corner radius (export key `bR`). @default 0 */
  borderRadius: Length
  /** How much of the previous and next slide shows (export key `pNV`). @default 50 (50px) */
  prevNextVis: Length
  /** Perspective for carousel 3D, px. @default 1200 */
  perspective: number
  /** Space above the slides, px, outside the module's height. Export key `pT`. @default 0 */
  paddingTop: number
  /** Space below the slides, px, outside the module's height. Export key `pB`. @default 0 */
  paddingBottom: number
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Carousel settings; present once `@strata/carousel`'s normaliser part has run. */
    carousel?: CarouselSettings
  }
}
