import type { Pointer } from './depth'

/** Rotation of the layer planes, degrees. */
export interface Tilt {
  rotateX: number
  rotateY: number
}

/**
 * The 3D tilt for a pointer (docs/data-format/parallax.md `type: '3d'`): the planes turn towards the
 * pointer, `max` degrees with it at an edge: right edge turns about y by +max, top edge about x by
 * +max.
 */
export function tiltFor(pointer: Pointer, max: number): Tilt {
  return { rotateX: -pointer.y * max || 0, rotateY: pointer.x * max || 0 }
}

/**
 * The transform of the planes' container: global perspective (600 px by default,
 * docs/behaviour.md §9) or isometric (no perspective: parallel projection).
 */
export function planeTransform(
  tilt: Tilt,
  perspective: number,
  type: 'global' | 'isometric',
): string {
  const p = type === 'isometric' ? '' : `perspective(${perspective}px) `
  return `${p}rotateX(${round(tilt.rotateX)}deg) rotateY(${round(tilt.rotateY)}deg)`
}

/** Three decimals: enough for sub-pixel motion, short strings. */
export function round(v: number): number {
  return Math.round(v * 1000) / 1000 || 0
}
