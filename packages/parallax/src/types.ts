import type { PARALLAX_TYPES } from './defaults'

/** Parallax, mouse and 3D settings (docs/behaviour.md §3 `mod`; the export's key is `settings.mod`). */
export interface ParallaxSettings {
  /** Parallax, tilt and layer scroll modifiers run at all. Export key `use`. @default false */
  use: boolean
  /**
   * What the pointer drives: `mouse` layers by depth, `scroll` nothing (scroll modifiers only),
   * `mousescroll` layers by depth, `3d` a tilt of the layer planes. @default 'mouse'
   */
  type: (typeof PARALLAX_TYPES)[number]
  /** The pointer is measured from the module's centre or the window's. Export `orig`. @default 'module' */
  relativeTo: 'module' | 'page'
  /** Time the layers take to catch the pointer, ms. Export key `sp`. @default 400 */
  speed: number
  /** Largest 3D tilt, degrees, with the pointer at the module's edge. Export key `d3r`. @default 10 */
  tilt: number
  /** 3D depth, px: a layer stands `level × depth / 10` px out of the base plane. Export key `d3z`. @default 65 */
  depth: number
  /** 3D spacing, px, between neighbouring layer planes (one per depth level). Export key `d3d`. @default 15 */
  depthOfField: number
  /** Strength of the shadow each standing layer casts in 3D mode; 0 casts none. Export key `d3s`. @default 3 */
  shadow: number
}

/** Slide by travel: scroll-based timing (docs/behaviour.md §3 `sbt`; the export's key is `settings.sbt`). */
export interface ScrollTimeline {
  /** Slides follow the page scroll; the content freezes while the module passes. @default false */
  use: boolean
}

/** A layer's pose at the ends of the module's pass through the viewport (export `mod.sc`). */
export interface ScrollModifiers {
  /** Horizontal offset, grid px. @default 0 */
  x: number
  /** Vertical offset, grid px. @default 0 */
  y: number
  /** Opacity. @default 1 */
  opacity: number
  /** Blur, px. @default 0 */
  blur: number
  /** Rotation, degrees. @default 0 */
  rotation: number
}

/** A layer's scroll and mouse modifiers (docs/behaviour.md §3 layer `mod`). */
export interface LayerMotion {
  /** Percent of the pointer's travel the layer moves (its depth level); 0 keeps it still. @default 0 */
  level: number
  /** Scroll modifiers. @default the rest pose */
  scroll: ScrollModifiers
}

/** `slider.plugin('parallax')`. */
export interface ParallaxApi {
  /** The pointer now, each axis -1..1 from the centre (eased); 0, 0 at rest. */
  pointer(): { x: number; y: number }
  /**
   * The module's pass through the viewport: 0 entering at the bottom, 1 leaving at the top.
   * 0.5 (centred) in a module without scroll motion: its scroll code never loads. Where the
   * browser plays the scroll poses (every type but 3D, in a browser with scroll timelines), read
   * from the page's scroll against the pass measured for them.
   */
  progress(): number
  /**
   * Device orientation on touch devices: `waiting` for the iOS permission grant, `off` when the
   * pointer drives (or a refused grant left the wait state).
   */
  orientation(): 'off' | 'waiting' | 'on'
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Parallax and mouse (3D) settings; present only when `@strata/parallax`'s part ran. */
    parallax?: ParallaxSettings
    /** Scroll-based timing; present only when `@strata/parallax`'s part ran. */
    scrollTimeline?: ScrollTimeline
  }
  interface LayerModel {
    /** Scroll and mouse modifiers; present only when `@strata/parallax`'s part ran. */
    motion?: LayerMotion
  }
  interface PluginApis {
    parallax: ParallaxApi
  }
  interface SliderEvents {
    /** Device orientation started driving the layers, or the visitor refused it. */
    'parallax:orientation': { state: 'on' | 'off' }
  }
}
