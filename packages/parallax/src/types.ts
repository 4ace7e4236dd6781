/** Parallax, mouse and 3D settings (docs/behaviour.md §3 `mod`; the export's key is `settings.mod`). */
export interface ParallaxSettings {
  /** 3D depth (z correction), px. Export key `d3z`. @default 65 */
  depth: number
  /** 3D depth of field. Export key `d3d`. @default 15 */
  depthOfField: number
  /** 3D shadow strength. Export key `d3s`. @default 3 */
  shadow: number
}

/** Slide by travel: scroll-based timing (docs/behaviour.md §3 `sbt`; the export's key is `settings.sbt`). */
export interface ScrollTimeline {
  /** Slides follow the page scroll; the content freezes while the module passes. @default false */
  use: boolean
}

declare module '@strata/core' {
  interface ModuleSettings {
    /** Parallax and mouse (3D) settings; present only when `@strata/parallax`'s part ran. */
    parallax?: ParallaxSettings
    /** Scroll-based timing; present only when `@strata/parallax`'s part ran. */
    scrollTimeline?: ScrollTimeline
  }
}
