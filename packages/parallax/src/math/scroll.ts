import type { ScrollModifiers } from '../types'

/**
 * The module's pass through the viewport: 0 when its top meets the viewport's bottom, 1 when its
 * bottom meets the viewport's top, clamped.
 */
export function passProgress(top: number, height: number, viewport: number): number {
  const span = viewport + height
  if (span <= 0) return 0
  return Math.min(1, Math.max(0, (viewport - top) / span))
}

/** The rest pose: what a layer looks like without scroll modifiers. */
export const REST_POSE: ScrollModifiers = Object.freeze({
  x: 0,
  y: 0,
  opacity: 1,
  blur: 0,
  rotation: 0,
})

/** The layer changes with scroll at all. */
export const modifies = (m: ScrollModifiers): boolean =>
  m.x !== 0 || m.y !== 0 || m.opacity !== 1 || m.blur !== 0 || m.rotation !== 0

/**
 * A layer's pose for a pass progress (docs/data-format/parallax.md `mod.sc`): at rest with the module
 * centred in the viewport (0.5), the modifiers' full pose at both ends; offsets and rotation flip
 * sign across the centre (the layer drifts through), opacity and blur grow with the distance.
 */
export function scrollPose(m: ScrollModifiers, progress: number): ScrollModifiers {
  const signed = progress * 2 - 1
  const far = Math.abs(signed)
  return {
    x: m.x * signed || 0,
    y: m.y * signed || 0,
    rotation: m.rotation * signed || 0,
    opacity: m.opacity * far + (1 - far),
    blur: m.blur * far,
  }
}

/**
 * The scroll-based timeline's position for a pass progress (docs/behaviour.md §4 "Scroll-based timing
 * freezes the content while the module passes through the viewport"): it plays while the module
 * enters (progress 0 to 0.5, the module centred) and stays at its end after.
 */
export const timelineProgress = (progress: number): number => Math.min(1, Math.max(0, progress * 2))

/**
 * Slide by travel: the slide for a pass progress, each slide an equal share of the pass.
 */
export const slideAt = (progress: number, count: number): number =>
  count <= 1 ? 0 : Math.min(count - 1, Math.floor(progress * count))
