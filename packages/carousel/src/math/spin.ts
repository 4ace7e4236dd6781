/** The angle used when spin is on and the data leaves `spinAngle` at its default 0, degrees. */
export const DEFAULT_SPIN_ANGLE = 40

/** docs/behaviour.md §5: "Spin angle is limited to plus or minus 360 divided by slide count." */
export function clampSpinAngle(angle: number, count: number): number {
  const limit = 360 / Math.max(1, count)
  return Math.min(limit, Math.max(-limit, angle))
}

/** The angle between neighbouring slides: the setting (clamped), else the default within the limit. */
export function spinAngle(setting: number, count: number): number {
  return clampSpinAngle(setting || DEFAULT_SPIN_ANGLE, count)
}

function rad(deg: number) {
  return (deg * Math.PI) / 180
}

/**
 * 3D spin: the radius of the cylinder the slides stand on, so that neighbours `pitch` px apart
 * (slide plus space) meet edge to edge. A negative angle gives a negative radius: the drum
 * bends towards the viewer instead of away.
 */
export function cylinderRadius(pitch: number, angle: number): number {
  return angle === 0 ? 0 : pitch / (2 * Math.tan(rad(angle) / 2))
}

/** 2D spin: the distance to the pivot the slides turn around, so neighbours' centres are `pitch` apart. */
export function pivotRadius(pitch: number, angle: number): number {
  return angle === 0 ? 0 : pitch / (2 * Math.sin(rad(angle) / 2))
}

export { rad }
