import type { Layout } from '../math/pose'

/** What `slider.plugin('carousel')` gives. */
export interface CarouselApi {
  /**
   * The focus position in places along the strip, fractional while it moves: the strip holds the
   * navigable slides only, in order, so at rest it is the current slide's place among them (its
   * index when no slide is hidden at this level).
   */
  position(): number
  /** The layout in use: geometry (px), spin, angle, fall-off reach. */
  layout(): Layout
  /** Whether slide `index`'s layers play now (showAllLayers). */
  layersOn(index: number): boolean
  /** True while a pointer drags the strip. */
  dragging(): boolean
}

export interface CarouselOptions {
  /** Let pointers drag the strip. @default true */
  drag?: boolean
}

declare module '@strata/core' {
  interface PluginApis {
    carousel: CarouselApi
  }
  interface SliderEvents {
    /** A pointer drag of the strip started or ended; `position` in slides. */
    'carousel:drag': { phase: 'start' | 'end'; position: number }
  }
}
