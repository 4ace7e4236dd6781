import type { BgPreset } from './preset-types'
import { PRESETS_2D } from './presets-2d'
import { PRESETS_3D } from './presets-3d'

export type { BgPreset } from './preset-types'

/** Every named transition a slide's `transition` (export `tr`) can name (each a data object). */
export const PRESETS: Readonly<Record<string, BgPreset>> = { ...PRESETS_2D, ...PRESETS_3D }

/** The names a random transition picks from (aliases and `random` too: the lookup follows them). */
export const RANDOM_POOL: readonly string[] = Object.keys(PRESETS)
