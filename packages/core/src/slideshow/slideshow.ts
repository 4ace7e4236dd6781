import type { Direction, EventName, SliderEvents } from '../types/events'
import type { SlideModel, SlideshowSettings } from '../types/model'
import type { Cancel, Scheduler } from '../types/scheduler'
import type { PauseReason, SliderState, SlideshowStatus } from '../types/state'

export interface SlideshowDeps {
  scheduler: Scheduler
  settings: SlideshowSettings
  slides: readonly SlideModel[]
  /** Current slide index; -1 before the first one shows. */
  getIndex(): number
  navigable(): readonly number[]
  /** Asks for the next slide (the navigator decides when it comes). */
  next(): void
  emit<K extends EventName>(type: K, payload: SliderEvents[K]): void
  /** Receives `slideshow`, `pauseReasons` and `loops` when they change. */
  setState(patch: Partial<SliderState>): void
}

export interface Slideshow {
  /** Call once the first slide shows: the timer starts after `initDelay` when `auto`. */
  start(): void
  /** Adds a pause reason. @default reason 'api' */
  pause(reason?: PauseReason): void
  /** Removes `reason`; without one, the visitor's own: 'api', 'user', 'motion' and 'slide'. */
  resume(reason?: PauseReason): void
  /** Resumes when the visitor (or auto: false) stopped it, else pauses with 'api'. */
  toggle(): void
  /** Wire to `slide:after`: resets progress, counts loops, applies stop rules. */
  slideChanged(index: number, prevIndex: number, direction: Direction): void
  status(): SlideshowStatus
  destroy(): void
}

/** Reasons a visitor's resume() (or play button) clears; the others belong to the page. */
const OWN: readonly PauseReason[] = ['api', 'user', 'motion', 'slide']

/**
 * The slideshow timer (SPEC §4 "Slideshow"). Status: idle before `start()` + `initDelay` (and
 * while `auto` is false until resumed), running when no pause reason is left, else paused. A slide
 * marked `slideshow.stop` pauses it on arrival with reason 'slide' (a play press goes on).
 * A loop is a forward wrap (last → first). It finishes for good (timer removed, resume ignored):
 * - loop ≥ 0, stopAt > 0: on arriving at 1-based slide stopAt once `loop` loops are done;
 * - loop ≥ 0, stopAt -1: when the last navigable slide's time is up once `loop` loops are done
 *   (loop 0 plays every slide once and stays on the last);
 * - loop -1, stopAt > 0: the first time slide stopAt is reached.
 * The first slide shown never counts as reaching stopAt.
 */
export function createSlideshow(d: SlideshowDeps): Slideshow {
  const s = d.settings
  const reasons = new Set<PauseReason>()
  let wanted = s.auto
  let started = false
  let finished = false
  let fired = false
  let dead = false
  let elapsed = 0
  let loops = 0
  let timer: Cancel | undefined
  let delay: Cancel | undefined
  let lastKey = 'idle  0'
  let lastStatus: SlideshowStatus = 'idle'

  const status = (): SlideshowStatus =>
    finished ? 'finished' : !started || !wanted ? 'idle' : reasons.size ? 'paused' : 'running'
  const active = () => started && wanted && !finished

  const frame = (_time: number, delta: number) => {
    const index = d.getIndex()
    const len = d.slides[index]?.slideshow.len ?? s.length
    elapsed += delta
    const progress = len > 0 ? Math.min(1, elapsed / len) : 1
    d.emit('slideshow:progress', { index, progress })
    if (progress < 1) return
    fired = true
    const nav = d.navigable()
    // Out of loops with no stopAt: stop on the last slide instead of wrapping.
    if (s.stopAt < 0 && s.loop >= 0 && loops >= s.loop && index === nav[nav.length - 1])
      finished = true
    else d.next()
    sync()
  }

  const sync = () => {
    const run =
      status() === 'running' && !fired && !dead && d.getIndex() >= 0 && d.navigable().length > 1
    if (run && !timer) timer = d.scheduler.every(frame)
    if (!run && timer) {
      timer()
      timer = undefined
    }
    if (dead) return
    const now = status()
    const key = `${now} ${[...reasons]} ${loops}`
    if (key !== lastKey) d.setState({ slideshow: now, pauseReasons: [...reasons], loops })
    if (now !== lastStatus) d.emit('slideshow:state', { status: now })
    lastKey = key
    lastStatus = now
  }

  const pause = (reason: PauseReason = 'api') => {
    reasons.add(reason)
    sync()
  }
  const resume = (reason?: PauseReason) => {
    if (reason) reasons.delete(reason)
    else {
      wanted = true
      for (const r of OWN) reasons.delete(r)
    }
    sync()
  }

  return {
    start() {
      if (started || delay || dead) return
      const go = () => {
        started = true
        delay = undefined
        sync()
      }
      if (s.initDelay > 0) delay = d.scheduler.after(s.initDelay, go)
      else go()
    },
    pause,
    resume,
    toggle: () => (!wanted || OWN.some((r) => reasons.has(r)) ? resume() : pause()),
    slideChanged(index, prevIndex, direction) {
      elapsed = 0
      fired = false
      d.emit('slideshow:progress', { index, progress: 0 })
      if (active() && prevIndex >= 0) {
        // A forward move to a lower or equal index is a wrap: one loop done.
        if (direction === 1 && index <= prevIndex) loops++
        if (s.stopAt > 0 && index === s.stopAt - 1 && (s.loop < 0 || loops >= s.loop))
          finished = true
      }
      if (d.slides[index]?.slideshow.stop) reasons.add('slide')
      else reasons.delete('slide')
      sync()
    },
    status,
    destroy() {
      dead = true
      timer?.()
      delay?.()
      timer = delay = undefined
    },
  }
}
