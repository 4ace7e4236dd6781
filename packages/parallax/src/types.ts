/** Parallax, mouse and 3D settings (SPEC.md §3 `mod`, DATA-FORMAT.md `settings.mod`). */
export interface ParallaxSettings {
  /** 3D depth (z correction), px. @default 65 */
  d3z: number
  /** 3D depth of field. @default 15 */
  d3d: number
  /** 3D shadow. @default 3 */
  d3s: number
}

/** Slide by travel / scroll-based timing (SPEC.md §3 `sbt`). */
export interface ScrollTimeline {
  /** Slides follow the page scroll; the content freezes while the module passes. @default false */
  use: boolean
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Parallax and mouse (3D) settings, filled by `@strata/parallax`. */
    mod: ParallaxSettings
    /** Scroll-based timing, filled by `@strata/parallax`. */
    sbt: ScrollTimeline
  }
}
