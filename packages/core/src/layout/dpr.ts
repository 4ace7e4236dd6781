/**
 * The device pixel ratio to render at, clamped to 1..2 (docs/behaviour.md §9): sharper than 2 costs memory
 * for no visible gain. `'auto'` follows the device; a missing or broken value counts as 1.
 */
export const clampDpr = (
  value: number | 'auto',
  deviceRatio: number = globalThis.devicePixelRatio,
): number => Math.min(2, Math.max(1, (value === 'auto' ? deviceRatio : value) || 1))
