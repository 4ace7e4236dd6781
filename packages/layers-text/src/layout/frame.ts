import type { GridBox, PluginContext } from '@strata/core'
import type { LayoutEnv } from '../position-css'

/** The module box and its layer grid at the current level, CSS px (grid unscaled). */
export interface FrameEnv extends LayoutEnv {
  width: number
  height: number
  gridWidth: number
  gridHeight: number
  /**
   * The layer grid's box in the module (core's `ctx.dom.grid()`). Without it the grid is
   * centred horizontally and vertically at `scale`.
   */
  grid?: GridBox
}

/**
 * The frame the layers are laid out in now: the level, the module box and core's layer grid
 * (`ctx.dom.grid()`, whose scale is the layers' scale), so grid geometry lives in core only.
 */
export function frameEnv(ctx: PluginContext): FrameEnv {
  const { level, width, height } = ctx.state
  const { size } = ctx.module.settings
  const grid = ctx.dom.grid()
  return {
    level,
    scale: grid.scale,
    width,
    height,
    gridWidth: size.width[level],
    gridHeight: size.height[level],
    grid,
  }
}

/** The grid's box: core's when the frame has it, else centred at the frame's scale. */
export function gridOf(env: FrameEnv): GridBox {
  if (env.grid) return env.grid
  const width = env.gridWidth * env.scale
  const height = env.gridHeight * env.scale
  const x = (env.width - width) / 2
  return { x, y: Math.max(0, (env.height - height) / 2), width, height, scale: env.scale }
}
