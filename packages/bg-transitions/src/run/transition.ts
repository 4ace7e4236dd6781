import type { PluginContext, Reporter, TransitionRequest } from '@strata/core'
import type { Backgrounds } from '../backgrounds/backgrounds'
import type { FamilyCache } from '../families/families'
import { planWith } from '../plan/plan'
import type { TransitionPlan } from '../plan/plan-types'
import type { Rng } from '../plan/rules'
import type { BgAnimation } from '../types'
import { createKeptSlots } from './kept-slots'
import type { MotionHost } from './motion-host'
import { createRunner, writePose } from './runner'
import { trackOf } from './track-of'

/** Where a problem with the transition the site set (`bgTransitions({ transition })`, `set()`) is said. */
const OVERRIDE_PATH = 'plugins.bg-transitions.transition'
/** Where a duration the site set that is not a length of time is said. */
const DURATION_PATH = 'plugins.bg-transitions.duration'

export interface TransitionOptions {
  /** Overrides every slide's duration (ms); a shorter one shortens the stagger too. @default undefined */
  duration?: number | undefined
  /** Overrides every slide's `transition`. @default undefined */
  transition?: string | undefined
  rng: Rng
}

/**
 * The slide-change handler: the incoming background comes in over the outgoing one, both drawn
 * in the kept `strata-bg-transition` layer over the slides (run/kept-slots.ts), shown for the
 * change and hidden when the last piece lands; the promise then settles so the core unlocks.
 * A transition whose family (grid, 3D) has not arrived yet waits for its chunk; one whose chunk
 * fails to load runs as a fade, with a report entry. Part of the slide changes' chunk: `host`
 * is what it takes from the first download (run/motion-host.ts); the plugin registers `run`.
 */
export function createTransitions(
  ctx: PluginContext,
  bgs: Backgrounds,
  opts: TransitionOptions,
  families: FamilyCache,
  host: MotionHost,
) {
  const { backgroundAnimation, resolveAnimation, familiesFor } = host
  // Slide changes run on the compositor, as Ken Burns does (stopped, it leaves its pose inline,
  // where the change reads it).
  const runner = createRunner(ctx.scheduler, host, { compositor: true })
  const slots = createKeptSlots(ctx.root.ownerDocument, ctx.dom.track, host.bgProps)
  /** What the outgoing copy shows when the slide it leaves has no drawn background. */
  const transparent = host.backgroundDecls('transparent', undefined, 0)
  // The last few plans that drew no random number and reported nothing, by what they were made
  // from: a slider changes slides with the same transitions on the same canvas, and a kept plan
  // skips resolving and planning, and its poses key the runs made of them (issue #25). Plans
  // are only read once made.
  const plans = new Map<string, TransitionPlan>()
  let run = 0
  // Whether resolving and planning drew no random number and reported nothing: only such a
  // plan is kept. A change that begins while this one waits for a chunk ends it (`mine`) first.
  let pure = true
  const rng: Rng = () => {
    pure = false
    return opts.rng()
  }
  // Each problem is said once: a slide whose transition is unknown added an entry (and a console
  // warning) at every change to it, without end in a looping slideshow.
  const told = new Set<string>()
  const report: Reporter = (path, message) => {
    pure = false
    if (told.has(path + message)) return
    told.add(path + message)
    ctx.services.report(path, message)
  }

  const handler = async (req: TransitionRequest): Promise<void> => {
    const slide = ctx.module.slides[req.to]
    const to = bgs.get(req.to)
    if (req.from < 0 || !req.fromElement || !slide || !to) return
    const mine = ++run
    const w = Math.max(1, Math.round(ctx.state.width))
    const h = Math.max(1, Math.round(ctx.state.height))
    const source = backgroundAnimation(slide)
    // What the plan is made from, as JSON (plain data; `opts` without its random source).
    const key = JSON.stringify([source, opts, w, h, req.direction, req.reducedMotion])
    let planned = plans.get(key)
    if (!planned) {
      const base: BgAnimation = {
        ...source,
        ...(opts.transition ? { transition: opts.transition, random: false } : {}),
      }
      const path = `${to.data.path}.tl.in.bg`
      pure = true
      // The transition `bgTransitions({ transition })` or `set()` gave is the site's, not the
      // slide's: a problem with it is said under the plugin.
      const said: Reporter = (at, message) =>
        report(opts.transition && at === `${path}.tr` ? OVERRIDE_PATH : at, message)
      let anim = resolveAnimation(base, rng, said, path)
      const needs = req.reducedMotion ? [] : familiesFor(anim)
      if (!families.has(needs)) {
        try {
          await families.load(needs)
        } catch (error) {
          said(
            `${path}.tr`,
            `"${anim.name}" could not be loaded (${(error as Error)?.message ?? error}); using a fade`,
          )
          anim = resolveAnimation(
            { ...base, transition: 'fade', random: false },
            opts.rng,
            () => {},
            path,
          )
        }
        // Destroyed, or another change began, while the chunk loaded.
        if (mine !== run) return
      }
      // A plain-JS site may pass anything: NaN or Infinity would leave the change unended.
      if (opts.duration !== undefined && !(Number.isFinite(opts.duration) && opts.duration >= 0)) {
        report(DURATION_PATH, "must be a number of ms, at least 0; using the slide's own")
        opts.duration = undefined
      }
      if (opts.duration !== undefined && !(base.random || base.transition === 'random')) {
        // A shorter run shortens the stagger with it, so the whole change fits the time asked.
        anim.stagger *= Math.min(1, opts.duration / Math.max(1, anim.duration))
        anim.duration = opts.duration
      }
      planned = req.reducedMotion
        ? host.crossfadePlan(anim, w, h)
        : planWith(anim, w, h, req.direction, rng, families.loaded, host.gridCount)
      // A value JSON cannot tell apart (NaN, undefined in a list: written null) is not kept.
      if (pure && !key.includes('null')) {
        if (plans.size > 3) plans.clear()
        plans.set(key, planned)
      }
    }
    const plan = planned
    ctx.emit('bg-transitions:transition', {
      from: req.from,
      to: req.to,
      name: plan.name,
      duration: plan.duration,
    })
    const from = bgs.get(req.from)
    const grid = families.loaded.grid
    const isGrid = plan.pieces.length > 1 && grid !== undefined
    // Style writes only (nothing to lay out): the outgoing copy keeps where Ken Burns left it.
    const tracks = slots.start(
      plan,
      to.decls,
      from?.decls ?? transparent,
      from?.el.style,
      to.el.style,
      isGrid,
    )
    // A grid's own pieces are DOM: added in the first frame, after its read phase, so no read
    // of that frame has to lay them out; removed when the change ends.
    let boxes: HTMLElement[] = []
    const addGrid = () => {
      if (!isGrid || !grid) return []
      const made = grid.buildGridPieces(ctx.root.ownerDocument, plan, to.css, w, h)
      const tracks = plan.pieces.map((p, i) => {
        const el = made.moving[i] as HTMLElement
        writePose(el, p.from, plan.perspective, p.pivot)
        return trackOf(el, p, plan, plan.ease)
      })
      boxes = made.boxes
      slots.layer.append(made.fragment)
      return tracks
    }
    try {
      await runner.play(tracks, addGrid)
    } finally {
      for (const box of boxes) box.remove()
      if (mine === run) slots.end()
    }
  }

  return {
    run: handler,
    destroy() {
      run++
      runner.stop()
      slots.destroy()
    },
  }
}
