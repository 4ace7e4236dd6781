import type { RawValue, Reporter } from '@strata/core'
import { oneOf, type Schema } from '@strata/core/kit'

/** What the pointer drives (docs/data-format/parallax.md `type`). */
export const PARALLAX_TYPES = ['mouse', 'scroll', 'mousescroll', '3d'] as const

/** Exports write `"3D"` and `"Mouse"` as often as the lower-case names. */
function typeReader(raw: RawValue, report: Reporter, path: string) {
  return oneOf(
    typeof raw === 'string' ? raw.toLowerCase() : raw,
    PARALLAX_TYPES,
    'mouse',
    report,
    path,
  )
}

/**
 * `settings.parallax` defaults (export key `mod`): docs/behaviour.md §3 "mod (parallax and mouse; d3z 65,
 * d3d 15, d3s 3)", §9 "3D depth 65". Each field reads its whole-word name or the export's key.
 */
export const PARALLAX_DEFAULTS = {
  /** Parallax, tilt and layer scroll modifiers run at all. Export key `use`. @default false */
  'use|use': false,
  /** What the pointer drives: layers by depth, nothing, both, or a 3D tilt. @default 'mouse' */
  'type|type': typeReader,
  /** The pointer is measured from the module's centre or the window's. Export `orig`. @default 'module' */
  'relativeTo|orig': ['module', 'page'],
  /** Time the layers take to catch the pointer, ms. Export key `sp`. @default 400 */
  'speed|sp': 400,
  /** Largest 3D tilt, degrees, with the pointer at the module's edge. Export key `d3r`. @default 10 */
  'tilt|d3r': 10,
  /** 3D depth, px: a layer stands `level × depth / 10` px out. Export key `d3z`. @default 65 */
  'depth|d3z': 65,
  /** 3D spacing between neighbouring layer planes, px. Export key `d3d`. @default 15 */
  'depthOfField|d3d': 15,
  /** Strength of the shadow a standing layer casts in 3D mode; 0 none. Export key `d3s`. @default 3 */
  'shadow|d3s': 3,
} as const satisfies Schema

/** `settings.scrollTimeline` defaults (export key `sbt`): off unless the data turns it on. */
export const SCROLL_TIMELINE_DEFAULTS = {
  /** Slides follow the page scroll. Export key `u`. @default false */
  'use|u': false,
} as const satisfies Schema

/** A layer's scroll modifiers (export `mod.sc`): its pose at the ends of the module's pass. */
export const SCROLL_MODIFIER_DEFAULTS = {
  /** Horizontal offset, grid px. @default 0 */
  'x|x': 0,
  /** Vertical offset, grid px. @default 0 */
  'y|y': 0,
  /** Opacity. Export key `o`. @default 1 */
  'opacity|o': 1,
  /** Blur, px. Export key `b`. @default 0 */
  'blur|b': 0,
  /** Rotation, degrees. Export key `r`. @default 0 */
  'rotation|r': 0,
} as const satisfies Schema

/** A layer's `mod` (docs/behaviour.md §3 "mod (scroll and mouse modifiers)"). */
export const LAYER_MOTION_DEFAULTS = {
  /** Depth level: percent of the pointer's travel the layer moves; 0 keeps it still. Export `d`. @default 0 */
  'level|d': 0,
  /** Scroll modifiers. Export key `sc`. @default rest pose (no change) */
  'scroll|sc': SCROLL_MODIFIER_DEFAULTS,
} as const satisfies Schema
