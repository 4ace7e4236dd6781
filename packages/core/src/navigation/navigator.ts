import { failed } from '../normalise/safe'
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
  /** The module's slides. */
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
}

export interface Navigator {
  /** Asks for a slide; waits for the viewport and for a running change (the latest wins). */
  request(target: GoToTarget, options?: GoToOptions): void
  /**
   * Shows the first slide (the first navigable one if `index` cannot show): `slide:before`
   * {from: -1} and `slide:after` {prevIndex: -1}, without waiting for the viewport (the module
   * must not stay blank below the fold) and with no navigation delay after it. Resolves after
   * `slide:after`. Only for a module with no current slide (the first slide, or the current one
   * was removed); while a change runs it is the same as `request(index)`.
   */
  show(index: number): Promise<void>
  /** The module entered or left the viewport: a waiting request runs on entering. */
  viewportChanged(inViewport: boolean): void
  /** A slide change is running: `slide:before` was sent, `slide:after` not yet. */
  changing(): boolean
  destroy(): void
}

/**
 * The slide state machine (docs/behaviour.md §4 "Slide change"). A change locks the navigator from
 * `slide:before` until `slide:after`; requests made meanwhile, or while the module is out of the
 * viewport, wait in one slot (only the latest is kept). A request that waited for a change runs
 * after the navigation delay, which is 50 ms instead on mobile after a swipe when it is above
 * 200 ms. Without a waiting request it unlocks at `slide:after`.
 */
export function createNavigator({
  scheduler,
  emit,
  getState,
  setState,
  slides,
  navigable,
  inViewport,
  transition,
  navDelay,
  isMobile,
  report,
}: NavigatorDeps): Navigator {
  // `busy` stays on after destroy, so nothing runs any more.
  let busy = false
  let dead = false
  // A change is running (slide:before sent, slide:after not yet).
  let changing = false
  let waiting: [GoToTarget, GoToOptions] | undefined
  let cancelDelay: Cancel | undefined

  const resolve = (target: GoToTarget) =>
    resolveTarget(target, {
      current: getState().index,
      navigable: navigable(),
      slides,
    })

  /** Runs the waiting request once no change is running and the module is in the viewport. */
  const flush = () => {
    // Requests made before the first slide shows wait for it (show() goes around this). `busy`
    // stays on after destroy.
    if (busy || !waiting || !inViewport() || getState().index < 0) return
    const [target, { swipe }] = waiting
    waiting = undefined
    const to = resolve(target)
    const from = getState().index
    if (!to) report('goTo', `no slide matches "${target}"; the request is ignored`)
    else if (to.index !== from) void change(from, to.index, to.direction, swipe)
  }

  const request = (target: GoToTarget, options?: GoToOptions | null) => {
    // `?? {}`, not a default: plain-JS hosts pass null.
    waiting = [target, options ?? {}]
    flush()
  }

  const lock = (on: boolean) => {
    busy = on
    setState({ locked: on })
  }
  // Never after destroy: it runs straight after a check of `dead`, or on a delay destroy() cancels.
  const unlock = () => {
    lock(false)
    flush()
  }

  const change = async (from: number, to: number, direction: Direction, swipe?: boolean) => {
    lock(true)
    changing = true
    emit('slide:before', { from, to, direction })
    try {
      await transition(from, to, direction)
    } catch (error) {
      // A broken transition must not leave the slider locked: the slide still becomes current.
      report(
        `slides.${slides[to]?.id ?? to}`,
        `transition ${failed(error)}; slide shown without it`,
      )
    }
    changing = false
    if (dead) return
    const after = { index: to, prevIndex: from, direction }
    setState(after)
    emit('slide:after', after)
    // A slide:after handler may have destroyed the slider.
    if (dead) return
    // Only a waiting request waits for the navigation delay; without one the navigator unlocks now.
    const delay =
      from < 0 || !waiting
        ? 0
        : (swipe || waiting[1].swipe) && isMobile() && navDelay() > 200
          ? 50
          : navDelay()
    if (delay > 0) cancelDelay = scheduler.after(delay, unlock)
    else unlock()
  }

  return {
    request,
    async show(index) {
      // Called with no current slide (first show, or the current one was removed), so only a
      // running change makes it wait; the navigation delay has nothing to protect.
      if (changing) return request(index)
      cancelDelay?.()
      const to = resolve(index) ?? resolve('first')
      if (to) await change(-1, to.index, 1)
    },
    viewportChanged: flush,
    changing: () => changing,
    destroy() {
      dead = busy = true
      cancelDelay?.()
    },
  }
}
