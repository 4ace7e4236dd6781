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
  /**
   * Asks for the next slide (the navigator decides when it comes): when a slide's time is up, and
   * at once when the shown slide is not navigable any more. Never the visitor's move.
   */
  next(): void
  emit<K extends EventName>(type: K, payload: SliderEvents[K]): void
  /** Receives `slideshow`, `pauseReasons` and `loops` when they change. */
  setState(patch: Partial<SliderState>): void
  /** A slide change is under way: the slide's time waits for it. */
  locked(): boolean
  /** Something shows the progress (`slideshow:progress` has a handler): it is sent every frame. */
  watched(): boolean
}

export interface Slideshow {
  /** Call once the first slide shows: the timer starts after `initDelay` when `auto`. */
  start(): void
  /** Adds a pause reason. @default reason 'api' */
  pause(reason?: PauseReason): void
  /**
   * Removes `reason`. Without one it is the visitor's play: it clears the visitor's own reasons
   * ('api', 'user', 'motion', 'slide') and, as they asked for rotation where they are, 'hover' and
   * 'focus'; a plugin's ('media') and the page's ('blur', 'viewport') stay.
   */
  resume(reason?: PauseReason): void
  /** Resumes when the visitor (or auto: false) stopped it, else pauses with 'api'. */
  toggle(): void
  /**
   * A handler for `slideshow:progress` came, or the navigable slides changed (the device level):
   * the timer starts again, every frame, if it may run now (more than one navigable slide), and
   * stops if it may not. A slide whose time ran out while it was the only one goes on then. A
   * shown slide no longer navigable gives way to the next navigable one at once, whatever the
   * status (none navigable: it stays), but not one that arrived past its hideAfterLoops: it keeps
   * its time; a change under way is left to bring its slide.
   */
  wake(): void
  /**
   * Wire to `slide:after`: a slide that arrives not navigable (the level changed during its
   * change) gives way as in `wake`; then resets progress, counts loops, applies stop rules.
   */
  slideChanged(index: number, prevIndex: number, direction: Direction): void
  destroy(): void
}

/** The visitor's own reasons: a rotation control offers "Start" while one is set. */
const OWN: readonly PauseReason[] = ['api', 'user', 'motion', 'slide']
/** What a visitor's play clears: their own reasons, and the pointer's and focus's hold. */
const PLAY: readonly PauseReason[] = [...OWN, 'hover', 'focus']

/**
 * The slideshow timer (docs/behaviour.md §4 "Slideshow"). Status: idle before `start()` + `initDelay` (and
 * while `auto` is false until resumed), running when no pause reason is left, else paused. A slide
 * marked `slideshow.stop` pauses it on arrival with reason 'slide' (a play press goes on).
 * A loop is a forward wrap (last → first). It finishes for good (timer removed, resume ignored):
 * - loop ≥ 0, stopAt > 0: on arriving at 1-based slide stopAt once `loop` loops are done;
 * - loop ≥ 0, stopAt -1: when the last navigable slide's time is up once `loop` loops are done
 *   (loop 0 plays every slide once and stays on the last);
 * - loop -1, stopAt > 0: the first time slide stopAt is reached.
 * The first slide shown never counts as reaching stopAt.
 */
export function createSlideshow({
  scheduler,
  settings: { auto, loop, stopAt, initDelay, length },
  slides,
  getIndex,
  navigable,
  next,
  emit,
  setState,
  locked,
  watched,
}: SlideshowDeps): Slideshow {
  const reasons = new Set<PauseReason>()
  let wanted = auto
  let started = false
  let finished = false
  /** The slide's time is up: no timer until the next slide shows. */
  let fired = false
  /**
   * The shown slide arrived already not navigable (the wrap that brought it ended its loops): it
   * keeps its time, so a layout change or a progress handler (`wake`) does not move it on.
   */
  let spared = false
  let dead = false
  let elapsed = 0
  let loops = 0
  let timer: Cancel | undefined
  let delay: Cancel | undefined
  let published = 'idle  0'
  let status: SlideshowStatus = 'idle'

  const showProgress = (index: number, progress: number) =>
    emit('slideshow:progress', { index, progress })

  const frame = (_time: number, delta: number) => {
    // Time spent in a change the slideshow did not start (a visitor's next()) does not count.
    if (locked()) return
    const index = getIndex()
    // Time has passed by any call (a frame's delta, or a wake's time waited), so a slide length
    // of 0 gives Infinity: done at once.
    elapsed += delta
    const total = slides[index]?.slideshow.length ?? length
    const progress = Math.min(1, elapsed / total)
    showProgress(index, progress)
    if (progress < 1) {
      // Unwatched, the clock waits on a timer for the slide's time to be up: no frame runs
      // between changes (issue #25). It wakes into frames, where a change under way holds it.
      if (!watched()) sleep(total - elapsed)
      return
    }
    fired = true
    // Out of loops with no stopAt: stop on the last slide instead of wrapping.
    if (stopAt < 0 && loop >= 0 && loops >= loop && index === navigable().at(-1)) finished = true
    else next()
    sync()
  }

  const stop = () => {
    timer?.()
    timer = undefined
  }

  /** Waits `ms` on a timer, then runs every frame again; stopped early, it counts the time waited. */
  const sleep = (ms: number) => {
    stop()
    const since = scheduler.now()
    const slept = () => {
      elapsed += scheduler.now() - since
    }
    const wake = scheduler.after(ms, () => {
      slept()
      timer = scheduler.every(frame)
      // The slide's time is up now, unless a change holds it: then frames wait for its end.
      frame(0, 0)
    })
    timer = () => {
      wake()
      slept()
    }
  }

  /** Starts or stops the timer and publishes status, reasons and loops when they changed. */
  const sync = () => {
    const now: SlideshowStatus = finished
      ? 'finished'
      : !started || !wanted
        ? 'idle'
        : reasons.size
          ? 'paused'
          : 'running'
    const run = now === 'running' && !fired && !dead && navigable().length > 1
    if (run) timer ??= scheduler.every(frame)
    else stop()
    const key = `${now} ${[...reasons]} ${loops}`
    if (dead || key === published) return
    published = key
    setState({ slideshow: now, pauseReasons: [...reasons], loops })
    if (now === status) return
    status = now
    emit('slideshow:state', { status })
  }

  /**
   * A shown slide that is not navigable (the device level hides it) gives way to the next
   * navigable one, as when its time is up; with none navigable it stays (docs/behaviour.md §4.1).
   */
  const leave = () => {
    const nav = navigable()
    // Before the first slide shows (-1) there is nothing to leave.
    if (getIndex() >= 0 && nav.length && !nav.includes(getIndex())) next()
  }

  const pause = (reason: PauseReason = 'api') => {
    reasons.add(reason)
    sync()
  }
  const resume = (reason?: PauseReason) => {
    // Without a reason it is the visitor's play: it also starts a slideshow that is not `auto`.
    if (!reason) wanted = true
    for (const r of reason ? [reason] : PLAY) reasons.delete(r)
    sync()
  }

  return {
    start() {
      if (started || delay || dead) return
      const go = () => {
        started = true
        sync()
      }
      if (initDelay > 0) delay = scheduler.after(initDelay, go)
      else go()
    },
    pause,
    resume,
    toggle: () => (!wanted || OWN.some((r) => reasons.has(r)) ? resume() : pause()),
    wake() {
      stop()
      // A slide's time that ran out with nowhere to go (one navigable slide) is up again.
      fired = false
      // A change under way is left to end: the slide it brings is checked when it arrives.
      if (!locked() && !spared) leave()
      sync()
    },
    slideChanged(index, prevIndex, direction) {
      // Before the loop is counted: a slide past its hideAfterLoops just now still has its time.
      leave()
      // A waiting timer was set for the slide before: the new one starts from 0.
      stop()
      elapsed = 0
      fired = false
      showProgress(index, 0)
      if (started && wanted && !finished && prevIndex >= 0) {
        // A forward move to a lower or equal index is a wrap: one loop done.
        if (direction > 0 && index <= prevIndex) loops++
        // stopAt - 1 is never an index when stopAt is -1; loops >= loop always holds when loop is -1.
        finished = index === stopAt - 1 && loops >= loop
      }
      if (slides[index]?.slideshow.stop) reasons.add('slide')
      else reasons.delete('slide')
      sync()
      // The loops just counted may hide it: it keeps its time all the same.
      spared = !navigable().includes(index)
    },
    destroy() {
      dead = true
      // Dead, it stops the timer and publishes nothing.
      sync()
      delay?.()
    },
  }
}
