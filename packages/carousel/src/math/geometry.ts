import type { Length } from '@strata/core'
import type { CarouselSettings } from '../types'

/** A Length as px: numbers and 'Npx' are px, 'N%' is a percent of `of`; anything else is 0. */
export function lengthPx(value: Length, of: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0
  const n = Number.parseFloat(value)
  if (!Number.isFinite(n)) return 0
  return value.trim().endsWith('%') ? (of * n) / 100 : n
}

/** docs/behaviour.md §5: "Carousel maxV minimum is 1 (3 for 3d spin)." */
export function clampMaxVisible(maxVisible: number, spin: CarouselSettings['spin']): number {
  return Math.max(spin === '3d' ? 3 : 1, Math.floor(Number.isFinite(maxVisible) ? maxVisible : 1))
}

export type GeometryInput = Pick<
  CarouselSettings,
  'orientation' | 'align' | 'maxVisible' | 'justify' | 'stretch' | 'space' | 'prevNextVis' | 'spin'
>

/** Where slides sit along the carousel's axis, px. */
export interface Geometry {
  horizontal: boolean
  /** Stage length along the axis (width for horizontal, height for vertical). */
  axis: number
  /** Stage length across the axis. */
  cross: number
  /** Slide length along the axis. */
  size: number
  /** Distance between neighbouring slides' centres: size + space. */
  pitch: number
  /** Where the focused slide's centre sits along the axis. */
  anchor: number
  /** The prev/next slides' visible part. */
  peek: number
  /** Slides in view ({@link fitStrip}): what the fall-off and the peek slots count from. */
  visible: number
}

/**
 * docs/accessibility.md "Layout": a flat horizontal strip's slide is never narrower than half the strip's height, so a
 * narrow screen shows fewer slides rather than slivers (3 cards of a shop are 340 px wide at
 * 1280 px, and would be 40 px at 375).
 */
export const MIN_SLIDE_RATIO = 0.5

/** How a flat strip fills its axis: slides in view, their length, the prev/next peeks. */
export interface StripFit {
  /** Slides in view: `maxVisible`, or fewer where they would be too narrow. */
  visible: number
  size: number
  peek: number
}

/**
 * The slide length along the axis for n slides in view, n = `maxVisible` (fewer on a narrow
 * horizontal strip: see {@link MIN_SLIDE_RATIO}, when `cross` is given; a spinning strip keeps n). By default
 * the prev/next slides show `prevNextVis` px beyond them: size = (axis - 2 peek - (n + 1) space) / n;
 * down to one slide, the peeks shrink before it gets narrower than the minimum. `justify` spreads
 * exactly n slides over the axis (no peek); `stretch` makes the focused slide fill the axis but
 * for the two peeks.
 */
export function fitStrip(g: GeometryInput, axis: number, cross = 0): StripFit {
  const min = g.spin === 'off' && g.orientation !== 'vertical' ? cross * MIN_SLIDE_RATIO : 0
  const space = Math.max(0, g.space)
  let peek = g.justify ? 0 : lengthPx(g.prevNextVis, axis)
  const length = (n: number): number =>
    g.stretch
      ? axis - 2 * (peek + space)
      : g.justify
        ? (axis - (n - 1) * space) / n
        : (axis - 2 * peek - (n + 1) * space) / n
  let visible = clampMaxVisible(g.maxVisible, g.spin)
  while (visible > 1 && length(visible) < min) visible--
  if (length(visible) < min) peek = Math.max(0, Math.min(peek, (axis - min - 2 * space) / 2))
  return { visible, size: Math.max(1, length(visible)), peek }
}

/** The slide length along the axis ({@link fitStrip}). */
export function slideLength(g: GeometryInput, axis: number, cross = 0): number {
  return fitStrip(g, axis, cross).size
}

/** The focused slide's centre: mid-axis for center, flush with the start (left/top) or end. */
export function anchorOf(align: CarouselSettings['align'], axis: number, size: number): number {
  if (align === 'left') return size / 2
  if (align === 'right') return axis - size / 2
  return axis / 2
}

/**
 * The carousel's geometry in a stage of `width` x `height` px. A horizontal strip (and a justified
 * vertical one) sizes its slides by `maxVisible` and the peeks ({@link slideLength}). A vertical
 * carousel follows the reference front end: each slide is as wide as the stage and as tall as the
 * layer grid on screen (`gridHeight`, e.g. 500 px for a 500 px grid at scale 1), or the stage's
 * height when stretched or when no grid height is given; slides are `space` apart, no peeks.
 */
export function carouselGeometry(
  g: GeometryInput,
  width: number,
  height: number,
  gridHeight = 0,
): Geometry {
  const horizontal = g.orientation !== 'vertical'
  const axis = horizontal ? width : height
  const cross = horizontal ? height : width
  const byGrid = !horizontal && !g.justify
  const fit = fitStrip(g, axis, cross)
  const size = byGrid ? Math.max(1, g.stretch || !(gridHeight > 0) ? axis : gridHeight) : fit.size
  return {
    horizontal,
    axis,
    cross,
    size,
    pitch: size + Math.max(0, g.space),
    anchor: anchorOf(g.align, axis, size),
    peek: byGrid ? 0 : fit.peek,
    visible: byGrid ? clampMaxVisible(g.maxVisible, g.spin) : fit.visible,
  }
}
