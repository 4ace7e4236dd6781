import type { Schema } from '@strata/core'

/** `mod` defaults: SPEC.md §3 "mod (parallax and mouse; d3z 65, d3d 15, d3s 3)", §9 "3D depth 65". */
export const MOD_DEFAULTS = {
  /** @default 65 */
  d3z: 65,
  /** @default 15 */
  d3d: 15,
  /** @default 3 */
  d3s: 3,
} as const satisfies Schema

/** `sbt` defaults: scroll-based timing is off unless the data turns it on. */
export const SBT_DEFAULTS = {
  /** @default false */
  'use|u': false,
} as const satisfies Schema
