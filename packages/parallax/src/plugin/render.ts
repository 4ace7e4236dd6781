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
    const blur = pose.blur ? `blur(${round(pose.blur * frame.scale)}px)` : ''
    write(t.wrapper, {
      transform:
        x || y || z || r ? `translate3d(${x}px, ${y}px, ${z}px)${r ? ` rotate(${r}deg)` : ''}` : '',
      opacity: pose.opacity !== 1 ? `${round(pose.opacity)}` : '',
      filter: shadow ? `${blur} ${dropShadow(shadow)}`.trim() : blur,
    })
  }
}

type Drawn = Record<'transform' | 'opacity' | 'filter', string>

/**
 * What each wrapper was last given: a frame that changes nothing writes nothing, so a still
 * layer costs no style recalculation and no compositor update (with 30 layers in 3D mode most
 * of them hold their place while only the planes turn).
 */
const drawn = new WeakMap<HTMLElement, Drawn>()

function write(wrapper: HTMLElement, next: Drawn): void {
  const last = drawn.get(wrapper)
  for (const p of ['transform', 'opacity', 'filter'] as const) {
    if (last?.[p] === next[p]) continue
    if (next[p]) wrapper.style.setProperty(p, next[p])
    else wrapper.style.removeProperty(p)
  }
  drawn.set(wrapper, next)
}

/** Takes the plugin's properties off every target. */
export function clear(targets: readonly Target[]): void {
  for (const { wrapper } of targets) {
    for (const p of ['transform', 'opacity', 'filter']) wrapper.style.removeProperty(p)
    drawn.delete(wrapper)
  }
}
