import type { Direction, EventName, SliderEvents } from '../types/events'
import type { SlideModel } from '../types/model'
import type { Reporter } from '../types/plugin'
import type { Cancel, Scheduler } from '../types/scheduler'
import type { GoToOptions, GoToTarget } from '../types/slider'
import type { SliderState } from '../types/state'
import { resolveTarget } from './resolve-target'

export interface NavigatorDeps {
  scheduler: Scheduler
  emit<K extends EventName>(type: K, payload: SliderEvents[K]): void
  getState(): SliderState
  setState(patch: Partial<SliderState>): void
  /** The module's slides; `removed()` expects the caller to have taken the slide out of it. */
  slides: readonly SlideModel[]
  /** Indices a request may land on (`navigableIndices`). */
  navigable(): readonly number[]
  inViewport(): boolean
  /** Draws `to`, animates `from` out (from is -1 for the first slide); may reject. */
  transition(from: number, to: number, direction: Direction): Promise<void>
  /** ms a queued request waits after the running change ends (settings.slideshow.navDelay). */
  navDelay(): number
  isMobile(): boolean
  report: Reporter
  /** For 'random'. @default Math.random */
  random?: () => number
}

export interface Navigator {
  /** Asks for a slide; waits for the viewport and for a running change (the latest wins). */
  request(target: GoToTarget, options?: GoToOptions): void
  /**
   * Shows the first slide (the first navigable one if `index` cannot show): `slide:before`
   * {from: -1} and `slide:after` {prevIndex: -1}, without waiting for the viewport (the module
   * must not stay blank below the fold) and with no navigation delay after it. Resolves after
   * `slide:after`. Once a slide shows, it is the same as `request(index)`.
   */
  show(index: number): Promise<void>
  /** The module entered or left the viewport: a waiting request runs on entering. */
  viewportChanged(inViewport: boolean): void
  /**
   * The slide at `index` was just taken out of `deps.slides` (in place): later indices shift
   * down; if it was the current one, the next slide (now at its place, else the first) shows.
   */
  removed(index: number): void
  destroy(): void
}

type Request = [GoToTarget, GoToOptions]

/**
 * The slide state machine (SPEC §4 "Slide change"). A change locks the navigator from
 * `slide:before` until `slide:after`; requests made meanwhile are queued (only the latest is kept)
 * and the queued one runs after the navigation delay, which is 50 ms instead on mobile after a
 * swipe when it is above 200 ms. Without a queued request it unlocks at `slide:after`.
 */
export function createNavigator(d: NavigatorDeps): Navigator {
  let busy = false
  let dead = false
  let queued: Request | undefined
  let waiting: Request | undefined
  let cancelDelay: Cancel | undefined

  const resolve = (target: GoToTarget) =>
    resolveTarget(target, {
      current: d.getState().index,
      navigable: d.navigable(),
      slides: d.slides,
      random: d.random,
    })

  const request = (target: GoToTarget, options: GoToOptions = {}) => {
    if (dead) return
    if (busy) queued = [target, options]
    else if (!d.inViewport()) waiting = [target, options]
    else {
      const to = resolve(target)
      const from = d.getState().index
      if (!to) d.report('goTo', `no slide matches "${target}"; the request is ignored`)
      else if (to.index !== from) void change(from, to.index, to.direction, options.swipe)
    }
  }

  const unlock = () => {
    busy = false
    cancelDelay = undefined
    d.setState({ locked: false })
    const next = queued
    queued = undefined
    if (next) request(...next)
  }

  const change = async (from: number, to: number, direction: Direction, swipe?: boolean) => {
    busy = true
    d.setState({ locked: true })
    d.emit('slide:before', { from, to, direction })
    try {
      await d.transition(from, to, direction)
    } catch (error) {
      // A broken transition must not leave the slider locked: the slide still becomes current.
      const why = error instanceof Error ? error.message : String(error)
      d.report(
        `slides.${d.slides[to]?.id ?? to}`,
        `transition failed (${why}); slide shown without it`,
      )
    }
    if (dead) return
    d.setState({ index: to, prevIndex: from, direction })
    d.emit('slide:after', { index: to, prevIndex: from, direction })
    // Only a queued request waits for the navigation delay; without one the navigator unlocks now.
    let delay = from < 0 || !queued ? 0 : d.navDelay()
    if ((swipe || queued?.[1].swipe) && delay > 200 && d.isMobile()) delay = 50
    if (delay > 0) cancelDelay = d.scheduler.after(delay, unlock)
    else unlock()
  }

  return {
    request,
    show(index) {
      if (busy || d.getState().index >= 0) return Promise.resolve(request(index))
      const to = resolve(index) ?? resolve('first')
      return to ? change(-1, to.index, 1) : Promise.resolve()
    },
    viewportChanged(inViewport) {
      const next = waiting
      if (!inViewport || !next) return
      waiting = undefined
      request(...next)
    },
    removed(index) {
      const { index: current, prevIndex } = d.getState()
      const shift = (i: number) => (i > index ? i - 1 : i === index ? -1 : i)
      d.setState({ index: shift(current), prevIndex: shift(prevIndex) })
      if (current !== index || dead) return
      // Removing the current slide moves to the next: the one now at its place, else the first.
      const nav = d.navigable()
      const next = nav.find((i) => i >= index) ?? nav[0]
      if (next === undefined) return
      if (busy) queued = [next, {}]
      else void change(-1, next, 1)
    },
    destroy() {
      dead = true
      cancelDelay?.()
      queued = waiting = undefined
    },
  }
}
