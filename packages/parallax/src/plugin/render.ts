import { depthOffset, type Pointer } from '../math/depth'
import { dropShadow, planeShadow, standOut } from '../math/planes'
import { REST_POSE } from '../math/scroll'
import { round, type Tilt } from '../math/tilt'
import type { ScrollModifiers } from '../types'
import type { Target } from './targets'

/** What one frame draws. */
export interface Frame {
  pointer: Pointer
  /** The module's box, px (depth offsets are shares of it). */
  box: { width: number; height: number }
  /** Layer grid scale: scroll offsets are grid px. */
  scale: number
  /** 3D mode (and motion allowed): how the layers stand out of the tilted planes. */
  solid?: Solid
}

/** The 3D settings one frame draws with (docs/data-format/parallax.md `d3z`, `d3d`, `d3s`). */
export interface Solid {
  /** `d3z`, px per level / 10. */
  depth: number
  /** `d3d`, px between neighbouring planes. */
  spacing: number
  /** `d3s`, the shadows' strength. */
  shadow: number
  /** The planes' tilt now. */
  tilt: Tilt
}

/**
 * Writes each target's transform (and opacity / filter where its scroll modifiers or its 3D
 * shadow change them):
 * only compositor properties change per frame (docs/plugin-authors.md). A target back at rest
 * loses the properties, so the page is as the layer plugin left it.
 */
export function render(
  targets: readonly Target[],
  poses: readonly ScrollModifiers[],
  frame: Frame,
): void {
  for (const [i, t] of targets.entries()) {
    const pose = poses[i] ?? REST_POSE
    const move = depthOffset(frame.pointer, t.motion.level, frame.box)
    const x = round(move.x + pose.x * frame.scale)
    const y = round(move.y + pose.y * frame.scale)
    const solid = frame.solid
    const z = solid ? round(standOut(t.motion.level, t.rank, solid.depth, solid.spacing)) : 0
    const shadow = solid && planeShadow(z, solid.tilt, solid.shadow)
    const r = round(pose.rotation)
    const s = t.wrapper.style
    if (x || y || z || r)
      s.transform = `translate3d(${x}px, ${y}px, ${z}px)${r ? ` rotate(${r}deg)` : ''}`
    else s.removeProperty('transform')
    if (pose.opacity !== 1) s.opacity = `${round(pose.opacity)}`
    else s.removeProperty('opacity')
    const blur = pose.blur ? `blur(${round(pose.blur * frame.scale)}px)` : ''
    const filter = shadow ? `${blur} ${dropShadow(shadow)}`.trim() : blur
    if (filter) s.filter = filter
    else s.removeProperty('filter')
  }
}

/** Takes the plugin's properties off every target. */
export function clear(targets: readonly Target[]): void {
  for (const { wrapper } of targets)
    for (const p of ['transform', 'opacity', 'filter']) wrapper.style.removeProperty(p)
}
