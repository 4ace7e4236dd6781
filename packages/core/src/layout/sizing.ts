import type { Level, SizeSettings } from '../types/model'
import type { GridBox } from '../types/plugin'
import { levelFor } from './breakpoints'

export interface LayoutEnv {
  /** Width of the element the module sits in (the root's own width), CSS px. */
  containerWidth: number
  /** Height of the browser viewport, CSS px (used by fullHeight). */
  viewportHeight: number
  /** px of the viewport taken above the module in fullHeight mode (e.g. a fixed header). @default 0 */
  offsetTop?: number
}

export interface Layout {
  level: Level
  /** The module's width, CSS px. */
  width: number
  /** The module's height, CSS px. */
  height: number
  /** Layer grid scale: module width / grid width (full height: or module height / grid height). */
  scale: number
  gridWidth: number
  gridHeight: number
  /** The layer grid's box in the module at this scale, centred (what `ctx.dom.grid()` returns). */
  grid: GridBox
}

/** Clamps a height by min / max (0 = no bound) and at 0; min wins over max, as in CSS. */
export const clampHeight = (h: number, min: number, max: number): number =>
  Math.max(max > 0 ? Math.min(h, max) : h, min, 0)

/**
 * The module's box for a container, rule by rule (docs/behaviour.md §9 "Breakpoints and layout"):
 * - level: `levelFor(containerWidth, size.width)`; the grid is `size.width/height` at that level.
 * - width: the container width; with `fullWidth` off the module is at most the grid wide.
 * - scale: module width / grid width (= container / grid when full width), capped at 1 unless
 *   `upscaling`, so layers never grow past their designed size by default.
 * - height: grid height * scale with `respectRatio` (the box keeps the grid's ratio), else the
 *   fixed grid height; `fullHeight` takes the viewport height less `offsetTop` instead. Then
 *   `minHeight` / `maxHeight` clamp it (0 = no bound).
 * - full height: the grid must fit the height too, so the scale is the smaller of the width
 *   ratio and module height / grid height (a 1240 x 900 grid in 1280 x 800 is drawn at 0.889).
 * - grid: the grid at that scale, centred in the module (horizontally, and vertically where the
 *   module is taller than it; never above the top).
 */
export function computeLayout(size: SizeSettings, env: LayoutEnv): Layout {
  const { containerWidth } = env
  const level = levelFor(containerWidth, size.width)
  const gridWidth = size.width[level]
  const gridHeight = size.height[level]
  const width = size.fullWidth ? containerWidth : Math.min(containerWidth, gridWidth)
  const ratio = gridWidth > 0 ? width / gridWidth : 1
  const byWidth = size.upscaling ? ratio : Math.min(1, ratio)
  const height = clampHeight(
    size.fullHeight
      ? env.viewportHeight - (env.offsetTop || 0)
      : gridHeight * (size.respectRatio ? byWidth : 1),
    size.minHeight,
    size.maxHeight,
  )
  const scale =
    size.fullHeight && gridHeight > 0 && height > 0
      ? Math.min(byWidth, height / gridHeight)
      : byWidth
  return {
    level,
    width,
    height,
    scale,
    gridWidth,
    gridHeight,
    grid: gridBox(width, height, scale, gridWidth, gridHeight),
  }
}

/** The grid (`gridWidth` x `gridHeight` at `scale`) centred in a module of `width` x `height`. */
export function gridBox(
  width: number,
  height: number,
  scale: number,
  gridWidth: number,
  gridHeight: number,
): GridBox {
  const w = gridWidth * scale
  const h = gridHeight * scale
  return { x: (width - w) / 2, y: Math.max(0, (height - h) / 2), width: w, height: h, scale }
}
