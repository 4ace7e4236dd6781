import type { Direction, PluginContext, SliderEvents, TransitionRequest } from '@strata/core'
import { stepStart } from '../math/duration'
import type { Layout } from '../math/pose'
import { targetPosition, wrapIndex } from '../math/wrap'
import type { Motion, Strip } from './motion'
import type { Slots } from './slots'

export interface StepsDeps {
  ctx: PluginContext
  strip: Strip
  motion: Motion
  render(): void
  layout(): Layout
  /** The strip's places (./slots.ts): it moves between the navigable slides only. */
  slots: Slots
  duration(to: number, reduced: boolean): number
  ease(): string
  /**
   * The strip came to rest for slide `to` (or follows the pointer to it): core's change may go on
   * while another plugin's transition runs, but the slide in focus is marked now (issue #25).
   */
  land(to: number): void
}

/** A planned move of the strip: where it stops (places) and with which ease. */
interface Plan {
  index: number
  p: number
  ease?: string
  ms?: number
}

/**
 * Slide changes as strip moves: `slide:before` plans where the strip goes and builds every slide
 * it passes (so none pops in), the transition animates it. A drag sets its own plan (momentum),
 * and while a pointer drags, a change only follows the pointer: nothing animates.
 */
export function createSteps({
  ctx,
  strip,
  motion,
  render,
  layout,
  slots,
  duration,
  ease,
  land,
}: StepsDeps) {
  let plan: Plan | undefined
  let dragging = false
  const count = () => layout().count
  const infinite = () => layout().settings.infinity

  /** Builds the slides that can show while the focus goes from place `a` to place `b`. */
  const buildPath = (a: number, b: number): void => {
    const n = count()
    const margin = Math.ceil(layout().span) + 2
    const lo = Math.floor(Math.min(a, b)) - margin
    const hi = Math.ceil(Math.max(a, b)) + margin
    if (hi - lo + 1 >= n && infinite()) {
      for (const i of slots.list) ctx.slideElement(i)
      return
    }
    for (let i = lo; i <= hi; i++) {
      const at = infinite() ? wrapIndex(i, n) : i
      if (at >= 0 && at < n) ctx.slideElement(slots.list[at] as number)
    }
  }

  const planFor = (to: number, direction: Direction): Plan => {
    if (plan?.index === to) return plan
    return {
      index: to,
      p: targetPosition(strip.p, slots.near(to), direction, count(), infinite()),
    }
  }

  return {
    /** A drag's release asks for this stop before calling goTo. */
    setPlan(next: Plan | undefined) {
      plan = next
    },
    setDragging(on: boolean) {
      dragging = on
    },
    before({ from, to, direction }: SliderEvents['slide:before']) {
      // The first slide (maybe not slide 0) is focused before any slide is built and placed.
      if (from < 0) {
        strip.p = slots.near(to)
        return
      }
      if (dragging) return buildPath(strip.p, strip.p)
      plan = planFor(to, direction)
      buildPath(strip.p, plan.p)
    },
    async transition({ from, to, direction, reducedMotion }: TransitionRequest): Promise<void> {
      if (from < 0 || dragging) {
        // The first slide appears in place; during a drag the strip follows the pointer.
        if (from < 0) strip.p = slots.near(to)
        plan = undefined
        render()
        if (from >= 0) land(to)
        return
      }
      const { p, ease: e, ms } = planFor(to, direction)
      plan = undefined
      const start = stepStart(strip.p, p, reducedMotion)
      await motion.animate(start, p, ms ?? duration(to, reducedMotion), e ?? ease())
      settle()
      land(to)
    },
    /** Moves the strip without a slide change (a drag that returns to its slide). */
    async glide(p: number, ms: number, e: string): Promise<void> {
      await motion.animate(strip.p, p, ms, e)
      settle()
    },
  }

  /** An endless strip is brought back into 0..count-1: the same poses, no float drift. */
  function settle(): void {
    const n = count()
    if (infinite() && n > 0 && !motion.running()) strip.p = ((strip.p % n) + n) % n
    render()
  }
}

export type Steps = ReturnType<typeof createSteps>
