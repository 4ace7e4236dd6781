import type { BgPreset } from './preset-types'
import { PRESETS_2D } from './presets-2d'
import { PRESETS_3D } from './presets-3d'

export type { BgPreset } from './preset-types'

/**
 * Every named transition a slide's `transition` (export `tr`) can name (each a data object). No
 * prototype: a name from the data such as `constructor` or `__proto__` is no preset
 * (docs/security.md "Names from the data"), so it is reported as unknown.
 */
export const PRESETS = {
  __proto__: null,
  ...PRESETS_2D,
  ...PRESETS_3D,
} as unknown as Readonly<Record<string, BgPreset>>

/** The names a random transition picks from (aliases and `random` too: the lookup follows them). */
export const RANDOM_POOL: readonly string[] = Object.keys(PRESETS)
