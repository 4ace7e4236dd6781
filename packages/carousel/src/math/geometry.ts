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
export const clampMaxVisible = (maxVisible: number, spin: CarouselSettings['spin']): number =>
  Math.max(spin === '3d' ? 3 : 1, Math.floor(Number.isFinite(maxVisible) ? maxVisible : 1))

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
}

/**
 * The slide length along the axis for `maxVisible` (n) slides in view. By default the prev/next
 * slides show `prevNextVis` px beyond them: size = (axis - 2 peek - (n + 1) space) / n.
 * `justify` spreads exactly n slides over the axis (no peek); `stretch` makes the focused slide
 * fill the axis but for the two peeks.
 */
export function slideLength(g: GeometryInput, axis: number): number {
  const n = clampMaxVisible(g.maxVisible, g.spin)
  const peek = g.justify ? 0 : lengthPx(g.prevNextVis, axis)
  const space = Math.max(0, g.space)
  const size = g.stretch
    ? axis - 2 * (peek + space)
    : g.justify
      ? (axis - (n - 1) * space) / n
      : (axis - 2 * peek - (n + 1) * space) / n
  return Math.max(1, size)
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
  const byGrid = !horizontal && !g.justify
  const size = byGrid
    ? Math.max(1, g.stretch || !(gridHeight > 0) ? axis : gridHeight)
    : slideLength(g, axis)
  const peek = byGrid || g.justify ? 0 : lengthPx(g.prevNextVis, axis)
  return {
    horizontal,
    axis,
    cross: horizontal ? height : width,
    size,
    pitch: size + Math.max(0, g.space),
    anchor: anchorOf(g.align, axis, size),
    peek,
  }
}
