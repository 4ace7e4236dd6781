import type { RawValue, Responsive, SizeSettings } from '@strata/core'
import { parseBoolean } from '@strata/core/kit'
import { moduleBoxCss } from '@strata/core/ssr'

/** What a page's `prepareModuleHeight({ id, el, gw, size, mh, ... })` call says, read. */
export interface PreSizing {
  id: string
  /** Module height per level, px (`el`: one value or one per level). */
  heights: Responsive<number>
  /** Grid width per level, px (`gw`): where the levels start. @default [1600, 1240, 1024, 778, 480] */
  widths: Responsive<number>
  /** `size.fullHeight`: the viewport's height. @default false */
  fullHeight: boolean
  /**
   * `size.respectRatio`: below its grid width the module keeps the grid's ratio (core's default,
   * docs/data-format/module.md); `false`: the heights are fixed. @default true
   */
  respectRatio: boolean
  /** `mh`: least height, px. @default 0 */
  minHeight: number
}

const LEVEL_WIDTHS: Responsive<number> = [1600, 1240, 1024, 778, 480]
function num(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number.parseFloat(v) : v
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined
}
/** One value, or up to five (a missing level takes the one before it), as five numbers. */
function perLevel(v: unknown): Responsive<number> | undefined {
  const list = (Array.isArray(v) ? v : [v]).map(num)
  let last = list.find((n) => n !== undefined)
  if (last === undefined) return undefined
  const at = (i: number): number => (last = list[i] ?? last ?? 0)
  return [at(0), at(1), at(2), at(3), at(4)]
}
function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * Reads a pre-sizing call's argument; undefined without an id or any height. The call carries no
 * `respectRatio` on the original's pages: the module's inline data (`SR7.JSON[id]`), when given,
 * says it (`respectRatio`, or `respectAspectRatio` as core's normaliser reads it), so a module of
 * fixed heights is not reserved at the grid's ratio and then grown at mount.
 */
export function readPreSizing(args: unknown, data?: unknown): PreSizing | undefined {
  if (!isRecord(args) || typeof args.id !== 'string' || !args.id) return undefined
  const heights = perLevel(args.el)
  const size = isRecord(args.size) ? args.size : {}
  const fullHeight = `${size.fullHeight}` === 'true'
  if (!heights && !fullHeight) return undefined
  const own = (data as { settings?: { size?: Record<string, unknown> } } | undefined)?.settings
    ?.size
  const ratio = size.respectRatio ?? own?.respectRatio ?? own?.respectAspectRatio
  return {
    id: args.id,
    heights: heights ?? [0, 0, 0, 0, 0],
    widths: perLevel(args.gw) ?? LEVEL_WIDTHS,
    fullHeight,
    // False only where core's reader reads false, so the reserved box is core's.
    respectRatio: parseBoolean(ratio as RawValue) !== false,
    minHeight: num(args.mh) ?? 0,
  }
}

/**
 * CSS reserving the module's box from its pre-sizing, by core's own box rule (`moduleBoxCss`,
 * docs/behaviour.md §9): the height of each level below its breakpoint. While it is reserved, the
 * fallback markup lies over the box instead of in it, and the crawler image list is hidden.
 */
export function preSizeCss(p: PreSizing, selector: string): string {
  const size: SizeSettings = {
    width: p.widths,
    height: p.heights,
    minHeight: p.minHeight,
    maxHeight: 0,
    fullWidth: true,
    fullHeight: p.fullHeight,
    upscaling: false,
    respectRatio: p.respectRatio,
    padding: [0, 0, 0, 0],
    margins: [0, 0, 0, 0],
  }
  return `${moduleBoxCss(size, selector)}${selector}{overflow:hidden}${selector}>sr7-content{position:absolute;inset:0;display:block}`
}
