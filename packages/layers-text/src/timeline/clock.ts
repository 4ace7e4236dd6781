import type { Cancel, Scheduler } from '@strata/core'
import { quietTicker as sleepTicker, startedAt } from '@strata/core/kit'
import { createAnimationPool } from './animation-pool'
import { type BrowserPlan, planOf } from './browser-plan'
import { gsapNow } from './gsap-chunk'
import { createMarks } from './marks'

/** GSAP's ticker back to sleep when nothing needs it (core's kit; our animations are paused). */
export function quietTicker(): void {
  const gsap = gsapNow()
  if (gsap) sleepTicker(gsap)
}

/**
 * What the clock moves: a paused GSAP animation (scenes, hover tweens) or a scene that only
 * fades (fade-scene.ts), which has the same playhead.
 */
export interface Playable {
  totalDuration(): number
  totalTime(): number
  totalTime(value: number, suppressEvents?: boolean): unknown
}

interface Run {
  anim: Playable
  /** +1 forward, -1 backward (a hover going back to idle). */
  dir: 1 | -1
  /** Where a forward run stops (s): a scene holding before a waiting frame. @default its end */
  until?: number
  done: () => void
  /**
   * Played by the browser: its animations, its start (scheduler ms), the next mark's job, and
   * whether it never ends (a GSAP scene, whose moves wake GSAP's ticker; a fade's do not).
   */
  browser?: { animations: Animation[]; start: number; mark?: Cancel; endless?: boolean }
}

export interface ClockOptions {
  /**
   * Plays the scenes that only fade (fade-scene.ts, browser-plan.ts) as browser animations,
   * which the compositor runs with no script a frame; the scene is brought level at each
   * tween's start and end, so its frame events fire then.
   * A browser without `linear()` easings (before Chromium 113, Firefox 112, Safari 17.2)
   * refuses the animation and the scene is moved frame by frame.
   * @default true where elements have `animate`
   */
  browser?: boolean
}

export interface Clock {
  /**
   * Moves a paused animation forward (or back) frame by frame; resolves at its end (or start),
   * or, going forward, at `until` (s) when given.
   */
  play(anim: Playable, dir?: 1 | -1, until?: number): Promise<void>
  /** Stops moving it (its promise resolves); it stays where it is. */
  stop(anim: Playable): void
  isPlaying(anim: Playable): boolean
  /**
   * Moves a scene the browser plays frame by frame from where it is, as the same run (its promise
   * resolves at its end as before): another scene of its layer is about to write the same
   * elements, which the browser's animation would hide.
   */
  framed(anim: Playable): void
  destroy(): void
}

/** Plays paused GSAP animations from the slider's scheduler: one clock for the module. */
export function createClock(
  scheduler: Scheduler,
  { browser = typeof globalThis.Element?.prototype.animate === 'function' }: ClockOptions = {},
): Clock {
  const runs = new Map<Playable, Run>()
  const pool = createAnimationPool()
  const markAt = createMarks(scheduler)
  let cancel: Cancel | undefined
  /** Some run is moved frame by frame (not by the browser). No copy: the frame job asks it. */
  const framing = () => {
    for (const run of runs.values()) if (!run.browser) return true
    return false
  }

  const finish = (run: Run) => {
    runs.delete(run.anim)
    if (run.browser) {
      run.browser.mark?.()
      for (const animation of run.browser.animations) pool.release(animation)
    }
    run.done()
  }
  /**
   * Starts the browser's animations of a plan, false when the browser refuses one (no `linear()`
   * easing); the scene follows at each mark (s), then it ends. An endless plan plays until the
   * run is stopped, a loop scene's marks coming round each `period`.
   */
  const playInBrowser = (run: Run, plan: BrowserPlan): boolean => {
    const { marks, period = 0, endless } = plan
    const ms = run.anim.totalDuration() * 1000
    const animations: Animation[] = []
    try {
      for (const { el, frames, timing } of plan.animations) {
        // From this frame, as the marks count. A scene that never ends has keyframes of its own
        // (loop-plan.ts), not kept for another element.
        const animation = timing ? el.animate(frames, timing) : pool.animate(el, frames, ms)
        animations.push(startedAt(animation, el))
      }
    } catch {
      for (const animation of animations) pool.release(animation)
      return false
    }
    const browser: NonNullable<Run['browser']> = { animations, start: scheduler.now(), endless }
    run.browser = browser
    // Mark `i` of a loop scene's: mark `i % n` of cycle `i / n`.
    const n = marks.length
    const at = (i: number) => (marks[i % n] ?? 0) + Math.floor(i / n) * period
    const move = (i: number) => {
      // Under the browser's animation the inline state the scene writes does not show. A mark
      // at 0 moves it 1 ms in, as a first frame would: what sits at 0 fires only when it moves.
      run.anim.totalTime(Math.max(at(i), 0.001))
      // A scene that never ends is GSAP's: its ticker, woken by the move, back to sleep.
      if (endless) quietTicker()
      // A frame event's listener may have stopped or played the scene again.
      if (runs.get(run.anim) !== run) return
      if (i + 1 < n || period) next(i + 1)
      else if (!endless) finish(run)
    }
    const next = (i: number) => {
      browser.mark = markAt(browser.start + at(i) * 1000, () => move(i))
    }
    // A fade's plan ends at its last mark; one that never ends may have none. A fade's first
    // mark is its start: moved there with the play, not a timer and a frame later (issue #25:
    // a timer, a frame job and a write per layer per entrance; docs/performance-log.md, "Fortieth
    // session").
    if (n && !period && !endless && at(0) <= 0) move(0)
    else if (n) next(0)
    return true
  }
  const frame = (_time: number, delta: number): void => {
    for (const run of [...runs.values()]) {
      if (run.browser) continue
      const { anim, dir } = run
      const end = dir > 0 ? Math.min(run.until ?? Infinity, anim.totalDuration()) : 0
      const next = anim.totalTime() + (dir * delta) / 1000
      const over = dir > 0 ? next >= end : next <= 0
      anim.totalTime(over ? end : next)
      if (over && runs.get(anim) === run) finish(run)
    }
    // Moving an animation wakes GSAP's ticker; it stays awake while something plays (sleeping it
    // every frame cost a wake, a sleep and a frame request per frame), and sleeps at the end.
    if (!framing()) {
      cancel?.()
      cancel = undefined
      quietTicker()
    }
  }

  return {
    play(anim, dir = 1, until) {
      const old = runs.get(anim)
      if (old) finish(old)
      return new Promise<void>((resolve) => {
        const run: Run = { anim, dir, until, done: resolve }
        runs.set(anim, run)
        const whole = dir > 0 && until === undefined && anim.totalTime() === 0
        const plan = browser && whole ? planOf(anim) : undefined
        // A plan that never ends is sampled by moving the scene (loop-plan.ts), which wakes GSAP.
        if (plan?.endless) quietTicker()
        if (!plan || !playInBrowser(run, plan)) cancel ??= scheduler.every(frame)
      })
    },
    stop(anim) {
      const run = runs.get(anim)
      if (!run) return
      // Stopped where the browser has it: the scene writes that state before the animations go.
      if (run.browser) {
        anim.totalTime(Math.min(anim.totalDuration(), (scheduler.now() - run.browser.start) / 1000))
        // Only a scene that never ends is GSAP's: a fade's stop need not look at GSAP's timeline.
        if (run.browser.endless) quietTicker()
      }
      finish(run)
    },
    isPlaying: (anim) => runs.has(anim),
    framed(anim) {
      const run = runs.get(anim)
      const browser = run?.browser
      if (!run || !browser) return
      anim.totalTime(Math.min(anim.totalDuration(), (scheduler.now() - browser.start) / 1000))
      browser.mark?.()
      for (const animation of browser.animations) pool.release(animation)
      run.browser = undefined
      cancel ??= scheduler.every(frame)
    },
    destroy() {
      cancel?.()
      cancel = undefined
      for (const run of [...runs.values()]) finish(run)
    },
  }
}
