import type { Schema } from '@strata/core/kit'

/**
 * `settings.parallax` defaults (export key `mod`): docs/behaviour.md §3 "mod (parallax and mouse; d3z 65,
 * d3d 15, d3s 3)", §9 "3D depth 65". Each field reads its whole-word name or the export's key.
 */
export const PARALLAX_DEFAULTS = {
  /** 3D depth (z correction), px. Export key `d3z`. @default 65 */
  'depth|d3z': 65,
  /** 3D depth of field. Export key `d3d`. @default 15 */
  'depthOfField|d3d': 15,
  /** 3D shadow strength. Export key `d3s`. @default 3 */
  'shadow|d3s': 3,
} as const satisfies Schema

/** `settings.scrollTimeline` defaults (export key `sbt`): off unless the data turns it on. */
export const SCROLL_TIMELINE_DEFAULTS = {
  /** Slides follow the page scroll. Export key `u`. @default false */
  'use|u': false,
} as const satisfies Schema
