import type { Scheduler } from '@strata/core'
import type { Ease } from '@strata/core/kit'
import type { BrowserMoves } from './browser-moves'
import type { CarouselHost } from './host'

/** The strip's focus position, in slides; the one value every slide's pose derives from. */
export interface Strip {
  p: number
}

/** A strip that a move the browser plays keeps current: read, it asks `follow`'s clock. */
export interface FollowingStrip extends Strip {
  /** Reads the position from `at` until it is set again. */
  follow(at: () => number): void
}

/** The strip at `start`: a plain position, or the clock's while the browser plays a move. */
export function createStrip(start: number): FollowingStrip {
  let p = start
  let at: (() => number) | undefined
  return {
    get p() {
      return at ? at() : p
    },
    set p(value) {
      at = undefined
      p = value
    },
    follow(clock) {
      at = clock
    },
  }
}

export interface Motion {
  /** Moves the strip from `from` to `to` in `ms` with GSAP ease `ease`; resolves when done or stopped. */
  animate(from: number, to: number, ms: number, ease: string): Promise<void>
  /** Ends a running move where it is now (its promise resolves). */
  stop(): void
  running(): boolean
  /**
   * A move the browser plays is made again where it is (a slide built or the layout changed
   * during it: the new poses from the same clock). Nothing to do for frames written by script.
   */
  refresh(): void
  /**
   * The running move's ends (and so where it is now) become `map`'s: the strip's places changed
   * under it (a removal, ./setup-carousel.ts). Follow with `refresh` once the layout is new.
   */
  retarget(map: (p: number) => number): void
}

/** A move in progress: what it was asked, and when it began by the scheduler's clock. */
interface Run {
  from: number
  to: number
  curve: Ease
  ms: number
  start: number
}

/**
 * Steps of the strip, eased by GSAP's eases and clocked by the slider's scheduler (core's
 * playback). With `browser`, the first frame hands the move to the browser's animations and the
 * scheduler wakes only at its end (no script a frame, issue #25); where the browser cannot play
 * it, or without `browser`, each frame runs in the scheduler's write phase with every other job
 * (one clock, docs/architecture.md). `host`: core's playback and eases, from the plugin (./host.ts).
 */
export function createMotion(
  strip: FollowingStrip,
  scheduler: Scheduler,
  onFrame: () => void,
  { createPlayback, easeNamed }: Pick<CarouselHost, 'createPlayback' | 'easeNamed'>,
  browser?: BrowserMoves,
): Motion {
  const playback = createPlayback(scheduler)
  /** The move the browser plays, if any; the running move, either way. */
  let played: Run | undefined
  let moving: Run | undefined
  const positionOf = (run: Run, now: number): number =>
    run.from + (run.to - run.from) * run.curve(Math.min(1, Math.max(0, (now - run.start) / run.ms)))
  /** Ends the browser's move: the strip where `p` says, written inline, then the animations go. */
  const land = (p: number): void => {
    played = undefined
    strip.p = p
    onFrame()
    browser?.stop()
  }
  const stop = (): void => {
    if (played) land(strip.p)
    playback.stop()
  }
  return {
    animate(from, to, ms, ease) {
      stop()
      strip.p = from
      if (ms <= 0 || from === to) {
        strip.p = to
        onFrame()
        return Promise.resolve()
      }
      const curve = easeNamed(ease) ?? (easeNamed('power3.inOut') as Ease)
      const run: Run = { from, to, curve, ms, start: scheduler.now() }
      moving = run
      let first = true
      return playback.play((elapsed) => {
        if (first && browser && elapsed < ms) {
          // Every slide at the move's start first: one that shows nowhere on the way is not
          // animated and must not stay where the strip was.
          onFrame()
          if (browser.play(run.from, run.to, curve, ms, elapsed)) {
            played = run
            strip.follow(() => positionOf(run, scheduler.now()))
          }
        }
        first = false
        if (played === run) {
          if (elapsed < ms) return ms - elapsed
          land(run.to)
          return true
        }
        const t = Math.min(1, elapsed / ms)
        strip.p = t >= 1 ? run.to : run.from + (run.to - run.from) * curve(t)
        onFrame()
        return t >= 1
      })
    },
    stop,
    running: playback.running,
    retarget(map) {
      const run = moving
      if (!run || !playback.running()) return
      run.from = map(run.from)
      run.to = map(run.to)
      // A move the browser plays follows its clock (and so the new ends) already.
      if (played !== run) strip.p = positionOf(run, scheduler.now())
    },
    refresh() {
      const run = played
      if (!run || !browser) return
      browser.stop()
      onFrame()
      // Refused now only if a slide that cannot animate was built: it stays where it is until
      // the move's end, which the script writes.
      if (!browser.play(run.from, run.to, run.curve, run.ms, scheduler.now() - run.start))
        land(strip.p)
    },
  }
}
