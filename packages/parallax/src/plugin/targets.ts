import type { LayerModel } from '@strata/core'
import { planeRanks } from '../math/planes'
import { modifies } from '../math/scroll'
import type { LayerMotion } from '../types'

/** A layer the plugin moves: the wrapper around the layer element (free of the layer timelines). */
export interface Target {
  /** `.strata-layer-wrap`: placed with left/top; the timelines and hover tween the inner layer. */
  wrapper: HTMLElement
  motion: LayerMotion
  /** It has scroll modifiers. */
  scrolls: boolean
  /** Its depth level's plane among the slide's (3D mode spacing): 1 nearest the base plane. */
  rank: number
}

/**
 * The layers of a built slide that have motion (docs/data-format/parallax.md layer `mod`): found by
 * `[data-layer-id]` in the slide element (whichever plugin built them) and matched to their
 * models by id. Layers without a depth level or scroll modifiers are left alone.
 */
export function findTargets(slide: HTMLElement, models: readonly LayerModel[]): Target[] {
  const byId = new Map(models.map((m) => [m.id, m]))
  const out: Omit<Target, 'rank'>[] = []
  for (const el of slide.querySelectorAll<HTMLElement>('[data-layer-id]')) {
    const motion = byId.get(el.dataset.layerId ?? '')?.motion
    const wrapper = el.parentElement
    if (!motion || !wrapper || wrapper === slide) continue
    const scrolls = modifies(motion.scroll)
    if (motion.level !== 0 || scrolls) out.push({ wrapper, motion, scrolls })
  }
  const ranks = planeRanks(out.map((t) => t.motion.level))
  return out.map((t) => ({ ...t, rank: ranks.get(t.motion.level) ?? 0 }))
}

/** The element holding the slide's layers, tilted as one plane set in 3D mode. */
export function planesOf(slide: HTMLElement): HTMLElement | null {
  return slide.querySelector<HTMLElement>('.strata-layers')
}
