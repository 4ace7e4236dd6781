import type { PluginContext } from '@strata/core'
import type { Backgrounds } from '../backgrounds/backgrounds'
import type { FamilyCache } from '../families/families'
import type { Motion } from './motion-chunk'
import { motionHost } from './motion-host'
import type { TransitionOptions } from './transition'

/**
 * How long after `module:ready` the slide changes' chunk is asked for (ms): its download, its
 * evaluation and its kept slots' layout then fall outside the frames right after the first paint
 * (the bench's ready is the first frame after it: +10 ms when asked for at ready, A/B of the
 * fifty-first session). A change asked for sooner loads it itself.
 */
export const MOTION_AFTER_READY_MS = 100

/**
 * Slide changes and Ken Burns, wired to the slider at setup; their code is an on-demand chunk
 * (run/motion-chunk.ts, issue #25). `prepare` loads it before the first paint when the first
 * slides pan; any other module of more than one slide loads it just after it is ready (no
 * change comes before), and a change asked for before it arrives waits for it. A failed load is reported: the slides then
 * change at once and pans stay still; the next change tries the load again.
 */
export function wireMotion(
  ctx: PluginContext,
  bgs: Backgrounds,
  opts: TransitionOptions,
  families: FamilyCache,
) {
  let motion: Motion | undefined
  let live = true
  /** The chunk's motion, made once the chunk is in (at ready, or at its first use). */
  const now = (): Motion | undefined => {
    const chunk = families.loaded.motion
    if (live && chunk && !motion) motion = chunk.createMotion(ctx, bgs, opts, families, motionHost)
    return motion
  }
  /** The chunk's motion once loaded; a failed load is reported (`message` says why). */
  const later = (path: string, message: (why: string) => string): Promise<Motion | undefined> =>
    families.load(['motion']).then(now, (error: unknown) => {
      if (live) ctx.services.report(path, message(`${(error as Error)?.message ?? error}`))
      return undefined
    })
  const pan = (index: number): void => {
    const m = now()
    if (m) {
      m.pan(index)
      return
    }
    const bg = bgs.get(index)
    if (!bg || bg.data.pan === undefined || ctx.state.reducedMotion) return
    void later(`${bg.data.path}.tl.in.pan`, (why) => `Ken Burns could not be loaded (${why})`).then(
      // Its slide still shows, wherever a removal meanwhile moved it: the pan starts there.
      (m) => m && bgs.get(ctx.state.index) === bg && m.pan(ctx.state.index),
    )
  }
  const offs = [
    ctx.addTransition((req) => {
      const m = now()
      if (m) return m.transition(req)
      // The first slide's show, and a slide with no drawn background, run no transition
      // (transition.ts): nothing to wait for.
      const to = bgs.get(req.to)
      if (req.from < 0 || !req.fromElement || !to) return Promise.resolve()
      const path = `${to.data.path}.tl.in.bg`
      const message = (why: string) =>
        `the transition could not be loaded (${why}); the slide changes without one`
      return later(path, message).then((m) => m?.transition(req))
    }),
    ctx.on('module:ready', () => {
      pan(ctx.state.index)
      // A module of one slide has no change to make: slides added later load it with their
      // first change.
      if (ctx.module.slides.length < 2) return
      // Asked for a moment after the first paint, not in the frames right after it; made as
      // soon as it is in, so its kept slots are there before the first change.
      offs.push(
        ctx.scheduler.after(MOTION_AFTER_READY_MS, () => {
          void families.load(['motion']).then(now, () => undefined)
        }),
      )
    }),
    ctx.on('slide:after', ({ index }) => pan(index)),
    // The shown slide built again (`ctx.rebuildSlide`: lazy layers, markup cleaned later) has a
    // new background: its pan starts over there, the old one's stops.
    ctx.on('slide:build', ({ index }) => {
      if (ctx.state.ready && index === ctx.state.index && !ctx.state.locked) pan(index)
    }),
    ctx.on('slide:before', () => motion?.stopPan()),
  ]
  return {
    destroy() {
      live = false
      for (const off of offs.splice(0)) off()
      motion?.destroy()
    },
  }
}
