import type { PluginContext } from '@strata/core'
import { type Pointer, REST } from '../math/depth'
import { REST_POSE } from '../math/scroll'
import { planeTransform, tiltFor } from '../math/tilt'
import type { ParallaxSettings, ScrollModifiers } from '../types'
import type { BrowserScroll, PoseAt } from './browser-scroll'
import { clear, render } from './render'
import { findTargets, planesOf, type Target } from './targets'

export interface Stage {
  /** Takes the current slide's layers (after a slide change or a rebuild). */
  take(index: number): void
  /** Draws a frame (call in a write phase). */
  draw(pointer: Pointer, progress: number, still: boolean): void
  /** Puts every moved element back as the layer plugin left it. */
  reset(): void
  /** Some layer of the slide has scroll modifiers (else scroll is not measured). */
  scrolls(): boolean
  /** The layer grid's scale changed: the browser's drifts take it (no-op without them). */
  rescale(): void
}

const PRESERVE = 'preserve-3d'

/**
 * The layers one slide shows and how they are drawn: mouse depth, 3D tilt of the planes,
 * scroll modifiers or the scroll-based timeline (docs/behaviour.md §1, §4).
 */
export function createStage(
  ctx: PluginContext,
  settings: ParallaxSettings,
  /** A scroll-modified layer's pose at a pass progress: its drift, or `sbt`'s settle. */
  poseAt: PoseAt,
  /**
   * The pass as the browser's timeline (every type but 3D, where the browser has one): the
   * layers' scroll poses (drift or scroll-based timeline) are its animations, and no frame draws
   * them; a frame draws the pointer's offsets alone.
   */
  browserScroll?: BrowserScroll,
): Stage {
  const tilt = settings.use && settings.type === '3d'
  const { perspective, perspectiveType } = ctx.module.settings.general
  let targets: Target[] = []
  let planes: HTMLElement | null = null

  const drive = () => {
    if (browserScroll && !ctx.state.reducedMotion)
      browserScroll.drive(targets, ctx.state.scale || 1)
  }
  const reset = () => {
    browserScroll?.stop()
    clear(targets)
    if (planes) {
      planes.style.removeProperty('transform')
      planes.style.removeProperty('transform-style')
      const grid = planes.querySelector<HTMLElement>('.strata-layer-grid')
      grid?.style.removeProperty('transform-style')
    }
    targets = []
    planes = null
  }
  const poses = (progress: number, still: boolean): readonly ScrollModifiers[] => {
    if (still || browserScroll) return []
    return targets.map((t) => (t.scrolls ? poseAt(t.motion.scroll, progress) : REST_POSE))
  }
  return {
    take(index) {
      reset()
      if (index < 0) return
      const slide = ctx.slideElement(index)
      targets = findTargets(slide, ctx.layers(index))
      drive()
      if (!tilt) return
      planes = planesOf(slide)
      // The layers stand in front of the plane by depth: their ancestors keep the 3D space.
      planes?.style.setProperty('transform-style', PRESERVE)
      planes
        ?.querySelector<HTMLElement>('.strata-layer-grid')
        ?.style.setProperty('transform-style', PRESERVE)
    },
    draw(pointer, progress, still) {
      const p = still ? REST : pointer
      const turn = tiltFor(p, settings.tilt)
      render(targets, poses(progress, still), {
        pointer: tilt ? REST : p,
        box: { width: ctx.state.width, height: ctx.state.height },
        scale: ctx.state.scale || 1,
        solid:
          tilt && !still
            ? {
                depth: settings.depth,
                spacing: settings.depthOfField,
                shadow: settings.shadow,
                tilt: turn,
              }
            : undefined,
      })
      if (planes) {
        if (still) planes.style.removeProperty('transform')
        else planes.style.transform = planeTransform(turn, perspective, perspectiveType)
      }
    },
    reset,
    scrolls: () => targets.some((t) => t.scrolls),
    rescale: drive,
  }
}
