import type { Pointer } from '../math/depth'

/** Degrees of device tilt that count as the pointer at an edge. */
export const ORIENTATION_RANGE = 30
/** The tilt a hand holds a phone at, front to back, degrees: the rest pose. */
export const ORIENTATION_REST_BETA = 45

/** Device orientation (gamma left-right, beta front-back) as a pointer, each axis -1..1. */
export function orientationPointer(gamma: number | null, beta: number | null): Pointer {
  const axis = (v: number) => Math.min(1, Math.max(-1, v / ORIENTATION_RANGE)) || 0
  return { x: axis(gamma ?? 0), y: axis((beta ?? ORIENTATION_REST_BETA) - ORIENTATION_REST_BETA) }
}

type PermissionState = 'granted' | 'denied' | 'default'
interface OrientationConstructor {
  requestPermission?: () => Promise<PermissionState>
}

/** The page must ask before reading orientation (iOS 13+: `DeviceOrientationEvent.requestPermission`). */
export function needsPermission(win: Window): boolean {
  const ctor = (win as unknown as { DeviceOrientationEvent?: OrientationConstructor })
    .DeviceOrientationEvent
  return typeof ctor?.requestPermission === 'function'
}

/**
 * Asks for the permission (docs/behaviour.md §6 "iOS device orientation access requires a permission
 * grant. If refused, the wait state is left"): resolves true when granted, false when refused or
 * when asking failed (outside a user gesture, for example). Never rejects.
 */
export async function askPermission(win: Window): Promise<boolean> {
  const ctor = (win as unknown as { DeviceOrientationEvent?: OrientationConstructor })
    .DeviceOrientationEvent
  if (typeof ctor?.requestPermission !== 'function') return true
  try {
    return (await ctor.requestPermission()) === 'granted'
  } catch {
    return false
  }
}
