import { RANDOM_DURATION, RANDOM_GRID } from '../defaults'
import type { GridSize } from '../types'

/** A random source returning [0, 1); tests pass a fixed sequence. */
export type Rng = () => number

/** An integer from `min` to `max`, both included. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(rng() * (max - min + 1)))
}

/**
 * §5 "Column count is clamped between 1 and canvas size minus 10. Random grid sizes are 3 to 13":
 * `canvas` is the canvas side the count divides (width for columns, height for rows), in px.
 */
export function gridCount(v: GridSize, canvas: number, rng: Rng): number {
  const n = v === 'random' ? randomInt(rng, RANDOM_GRID[0], RANDOM_GRID[1]) : Math.round(v)
  return Math.max(1, Math.min(n, Math.floor(canvas) - 10))
}

/** §9 "random 300 to 1300 ms": the duration of a random transition. */
export function randomDuration(rng: Rng): number {
  return randomInt(rng, RANDOM_DURATION[0], RANDOM_DURATION[1])
}

/** `gridCount`'s type, for the planner that is handed it (plan.ts). */
export type GridCount = typeof gridCount
