import type { PluginContext } from '@strata/core'
import { stepDuration } from '../math/duration'
import type { Layout } from '../math/pose'
import { releaseTarget } from '../math/release'
import { indexAt } from '../math/wrap'
import type { DragHandlers } from './drag'
import type { CarouselHost } from './host'
import type { Motion, Strip } from './motion'
import type { Slots } from './slots'
import type { Steps } from './steps'

/** The ease of the glide after a release: it carries on the pointer's speed, then settles. */
export const RELEASE_EASE = 'power3.out'
/** Past a finite strip's ends the strip follows the pointer only this much (rubber band). */
const EDGE_RESISTANCE = 1 / 3

export interface DragControlDeps {
  ctx: PluginContext
  strip: Strip
  motion: Motion
  steps: Steps
  layout(): Layout
  /** The strip's places (./slots.ts): only navigable slides have one, so a drag rests on one. */
  slots: Slots
  /** Core's step rule, from the plugin (./host.ts). */
  isDragStep: CarouselHost['isDragStep']
  requestRender(): void
  setDragging(on: boolean): void
}

/**
 * Drag of the strip: it follows the pointer (the current slide follows the nearest one), then
 * glides on with momentum and snaps to a slide (docs/behaviour.md §3 "snap", §9 step rule).
 */
export function bindDragControl({
  ctx,
  strip,
  motion,
  steps,
  layout,
  slots,
  isDragStep,
  requestRender,
  setDragging,
}: DragControlDeps): DragHandlers {
  let startP = 0
  const n = () => layout().count
  const infinite = () => layout().settings.infinity
  const soften = (p: number): number => {
    if (infinite()) return p
    const last = n() - 1
    if (p < 0) return p * EDGE_RESISTANCE
    return p > last ? last + (p - last) * EDGE_RESISTANCE : p
  }
  /**
   * The current slide follows the nearest one, so the built window moves with the strip; not onto
   * a slide a request may not land on (it stays where it was).
   */
  const follow = (): void => {
    const nearest = slots.list[indexAt(strip.p, n(), infinite())] as number
    if (nearest !== ctx.state.index && !ctx.state.locked && ctx.navigable().includes(nearest))
      ctx.goTo(nearest, { user: true })
  }

  return {
    horizontal: () => layout().geometry.horizontal,
    start() {
      // A running step ends where it is: the core takes its slide, the pointer takes the strip.
      motion.stop()
      setDragging(true)
      startP = strip.p
      ctx.emit('carousel:drag', { phase: 'start', position: strip.p })
    },
    move(moved) {
      strip.p = soften(startP - moved / layout().geometry.pitch)
      requestRender()
      follow()
    },
    end({ moved, velocity, elapsed }) {
      setDragging(false)
      const l = layout()
      let target = releaseTarget({
        position: strip.p,
        startPosition: startP,
        moved,
        velocity,
        elapsed,
        pitch: l.geometry.pitch,
        snap: l.settings.snap,
        maxFling: Math.max(1, l.settings.maxVisible),
        isStep: isDragStep,
      })
      if (!infinite()) target = Math.max(0, Math.min(n() - 1, target))
      ctx.emit('carousel:drag', { phase: 'end', position: strip.p })
      const index = slots.list[indexAt(target, n(), infinite())] as number
      const full = stepDuration(
        l.settings.duration,
        ctx.module.slides[index]?.slideshow.length ?? 0,
        ctx.state.reducedMotion,
      )
      const ms = full * Math.max(0.4, Math.min(1, Math.abs(target - strip.p)))
      if (index !== ctx.state.index) {
        steps.setPlan({ index, p: target, ease: RELEASE_EASE, ms })
        ctx.goTo(index, { user: true })
      } else void steps.glide(target, ms, RELEASE_EASE)
    },
  }
}
