import type { ScrollModifiers } from '../types'

/** The rest pose: what a layer looks like without scroll modifiers. */
export const REST_POSE: ScrollModifiers = Object.freeze({
  x: 0,
  y: 0,
  opacity: 1,
  blur: 0,
  rotation: 0,
})

/** The layer changes with scroll at all. */
export function modifies(m: ScrollModifiers): boolean {
  return m.x !== 0 || m.y !== 0 || m.opacity !== 1 || m.blur !== 0 || m.rotation !== 0
}

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
 * The scroll-based timeline's pose (`sbt`, docs/behaviour.md §4; drawn a frame at a time from
 * ScrollTrigger's pass, or by the browser, plugin/browser-scroll.ts): the modifiers' pose settling
 * linearly to rest by the module's centre (ScrollTrigger's `top bottom` to `center center`),
 * then held while the module passes.
 */
export function settlePose(m: ScrollModifiers, p: number): ScrollModifiers {
  const k = Math.max(0, 1 - 2 * p)
  return {
    x: m.x * k,
    y: m.y * k,
    rotation: m.rotation * k,
    opacity: 1 + (m.opacity - 1) * k,
    blur: m.blur * k,
  }
}
