import type { Level, SizeSettings } from '../types/model'
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
  /** Layer grid scale: module width / grid width. */
  scale: number
  gridWidth: number
  gridHeight: number
}

/** Clamps a height by min / max (0 = no bound) and at 0; min wins over max, as in CSS. */
export const clampHeight = (h: number, min: number, max: number): number =>
  Math.max(max > 0 ? Math.min(h, max) : h, min, 0)

/**
 * The module's box for a container, rule by rule:
 * - level: `levelFor(containerWidth, size.width)`; the grid is `size.width/height` at that level.
 * - width: the container width; with `fullWidth` off the module is at most the grid wide.
 * - scale: module width / grid width (= container / grid when full width), capped at 1 unless
 *   `upscaling`, so layers never grow past their designed size by default.
 * - height: grid height * scale with `respectRatio` (the box keeps the grid's ratio), else the
 *   fixed grid height; `fullHeight` takes the viewport height less `offsetTop` instead. Then
 *   `minHeight` / `maxHeight` clamp it (0 = no bound).
 */
export function computeLayout(size: SizeSettings, env: LayoutEnv): Layout {
  const { containerWidth } = env
  const level = levelFor(containerWidth, size.width)
  const gridWidth = size.width[level]
  const gridHeight = size.height[level]
  const width = size.fullWidth ? containerWidth : Math.min(containerWidth, gridWidth)
  const ratio = gridWidth > 0 ? width / gridWidth : 1
  const scale = size.upscaling ? ratio : Math.min(1, ratio)
  const height = size.fullHeight
    ? env.viewportHeight - (env.offsetTop || 0)
    : gridHeight * (size.respectRatio ? scale : 1)
  return {
    level,
    width,
    height: clampHeight(height, size.minHeight, size.maxHeight),
    scale,
    gridWidth,
    gridHeight,
  }
}
