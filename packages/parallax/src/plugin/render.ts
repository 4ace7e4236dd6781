import { depthOffset, type Pointer } from '../math/depth'
import { REST_POSE } from '../math/scroll'
import { layerZ, round } from '../math/tilt'
import type { ScrollModifiers } from '../types'
import type { Target } from './targets'

/** What one frame draws. */
export interface Frame {
  pointer: Pointer
  /** The module's box, px (depth offsets are shares of it). */
  box: { width: number; height: number }
  /** Layer grid scale: scroll offsets are grid px. */
  scale: number
  /** 3D mode: the module's 3D depth (`d3z`), else undefined. */
  depth?: number
}

/**
 * Writes each target's transform (and opacity / filter where its scroll modifiers change them):
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
    const z = frame.depth === undefined ? 0 : round(layerZ(t.motion.level, frame.depth))
    const r = round(pose.rotation)
    const s = t.wrapper.style
    if (x || y || z || r)
      s.transform = `translate3d(${x}px, ${y}px, ${z}px)${r ? ` rotate(${r}deg)` : ''}`
    else s.removeProperty('transform')
    if (pose.opacity !== 1) s.opacity = `${round(pose.opacity)}`
    else s.removeProperty('opacity')
    if (pose.blur) s.filter = `blur(${round(pose.blur * frame.scale)}px)`
    else s.removeProperty('filter')
  }
}

/** Takes the plugin's properties off every target. */
export function clear(targets: readonly Target[]): void {
  for (const { wrapper } of targets)
    for (const p of ['transform', 'opacity', 'filter']) wrapper.style.removeProperty(p)
}
