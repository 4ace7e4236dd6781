/** A pointer position, each axis -1..1 from the centre of what it is measured against. */
export interface Pointer {
  x: number
  y: number
}

export const REST: Pointer = Object.freeze({ x: 0, y: 0 })

function clamp(v: number, min: number, max: number) {
  return Math.min(max, Math.max(min, v))
}

/**
 * Where a client point sits in a box, each axis -1 (left / top edge) to 1 (right / bottom edge),
 * 0 at the centre; clamped, so a pointer outside the box counts as at its edge.
 */
export function pointerIn(
  clientX: number,
  clientY: number,
  box: { left: number; top: number; width: number; height: number },
): Pointer {
  const axis = (v: number, start: number, size: number) =>
    size > 0 ? clamp(((v - start) / size) * 2 - 1, -1, 1) : 0
  return { x: axis(clientX, box.left, box.width), y: axis(clientY, box.top, box.height) }
}

/**
 * A layer's mouse parallax offset, px (docs/data-format/parallax.md `level`): it moves against the
 * pointer by `level` percent of half the box, so a layer of level 20 travels twice as far as one
 * of level 10, and the pointer at the centre leaves every layer at rest.
 */
export function depthOffset(
  pointer: Pointer,
  level: number,
  box: { width: number; height: number },
): Pointer {
  const share = level / 100
  return {
    x: -pointer.x * share * (box.width / 2) || 0,
    y: -pointer.y * share * (box.height / 2) || 0,
  }
}

/**
 * Moves `current` towards `target` for `delta` ms so that it covers 95 % of the way in `speed`
 * ms (an exponential ease: frame rate does not change the path). Snaps when within 0.001.
 */
export function follow(current: Pointer, target: Pointer, delta: number, speed: number): Pointer {
  const k = speed <= 0 ? 1 : 1 - Math.exp((-3 * Math.max(0, delta)) / speed)
  const step = (c: number, t: number) => {
    const v = c + (t - c) * k
    return Math.abs(t - v) < 0.001 ? t : v
  }
  return { x: step(current.x, target.x), y: step(current.y, target.y) }
}

/** The pointer is where it is going. */
export function settled(a: Pointer, b: Pointer): boolean {
  return a.x === b.x && a.y === b.y
}
