import type { RawValue, Responsive, SizeSettings } from '@strata/core'
import { parseBoolean } from '@strata/core/kit'
import { moduleBoxCss } from '@strata/core/ssr'

/**
 * What a page's `prepareModuleHeight({ id, el, gw, size, mh, ... })` call says, read; named as
 * core's size settings, so the box rule takes them as they are.
 */
export interface PreSizing
  extends Pick<SizeSettings, 'width' | 'height' | 'minHeight' | 'fullHeight' | 'respectRatio'> {
  id: string
  /** Module height per level, px (`el`: one value or one per level). */
  height: Responsive<number>
  /** Grid width per level, px (`gw`): where the levels start. @default [1600, 1240, 1024, 778, 480] */
  width: Responsive<number>
  /** `size.fullHeight`: the viewport's height. @default false */
  fullHeight: boolean
  /**
   * `size.respectRatio`: below its grid width the module keeps the grid's ratio (core's default,
   * docs/data-format/module.md); `false`: the heights are fixed. @default true
   */
  respectRatio: boolean
  /** `mh`: least height, px. @default 0 */
  minHeight: number
  /**
   * The inline data's every slide hides on mobile: no box at the mobile level (the module takes
   * no space there once ready, `hidden-here.ts`; issue #25). @default false
   */
  noneOnMobile: boolean
}

const LEVEL_WIDTHS: Responsive<number> = [1600, 1240, 1024, 778, 480]
function num(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number.parseFloat(v) : v
  // Number.isFinite is false for anything but a number.
  return Number.isFinite(n) && (n as number) >= 0 ? (n as number) : undefined
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
  const height = perLevel(args.el)
  const size = isRecord(args.size) ? args.size : {}
  const fullHeight = `${size.fullHeight}` === 'true'
  if (!height && !fullHeight) return undefined
  const own = (data as { settings?: { size?: Record<string, unknown> } } | undefined)?.settings
    ?.size
  const ratio = size.respectRatio ?? own?.respectRatio ?? own?.respectAspectRatio
  const width = perLevel(args.gw) ?? LEVEL_WIDTHS
  return {
    id: args.id,
    height: height ?? [0, 0, 0, 0, 0],
    width,
    fullHeight,
    // False only where core's reader reads false, so the reserved box is core's.
    respectRatio: parseBoolean(ratio as RawValue) !== false,
    minHeight: num(args.mh) ?? 0,
    // Where the mobile level starts below the tablet's (levelFor: it is then below its width).
    noneOnMobile: width[3] > width[4] && hidesOnMobile(data),
  }
}

/**
 * Whether every slide of the data hides on mobile, as drop-in mode finds it at `module:ready`, by
 * core's reader's rules (normalise/slides.ts): slides a list or keyed by id, flat or under
 * `slide`; `slideshow.hideOnMobile`, else `hom`; global slides (the entry's `global`, else the
 * slide's) are no slides. Written here, not by core's normaliser: the drop-in loader's first file
 * holds no normaliser (issue #25). An unpublished slide counts: at worst the box is reserved.
 */
function hidesOnMobile(data: unknown): boolean {
  let shown = 0
  for (const entry of Object.values(Object(Object(data).slides))) {
    if (!isRecord(entry)) continue
    const slide = 'slide' in entry ? Object(entry.slide) : entry
    const show = Object(slide.slideshow)
    if (parseBoolean(('global' in entry ? entry : slide).global)) continue
    if (!parseBoolean('hideOnMobile' in show ? show.hideOnMobile : show.hom)) return false
    shown++
  }
  return shown > 0
}

/**
 * CSS reserving the module's box from its pre-sizing, by core's own box rule (`moduleBoxCss`,
 * docs/behaviour.md §9): the height of each level below its breakpoint. While it is reserved, the
 * fallback markup lies over the box instead of in it, and the crawler image list is hidden.
 */
export function preSizeCss(p: PreSizing, selector: string): string {
  // No level's height, least height or full height, nor core's while it mounts there (inline),
  // gives it a box at the mobile level: it shows nothing there (hidden-here.ts).
  const none = p.noneOnMobile
    ? `@media (max-width:${p.width[4] - 0.02}px){${selector}{min-height:0!important;max-height:0!important}}`
    : ''
  return `${moduleBoxCss(
    {
      ...p,
      maxHeight: 0,
      fullWidth: true,
      upscaling: false,
      padding: [0, 0, 0, 0],
      margins: [0, 0, 0, 0],
    },
    selector,
  )}${none}${selector}{overflow:hidden}${selector}>sr7-content{position:absolute;inset:0;display:block}`
}
