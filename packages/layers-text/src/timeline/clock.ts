import type { Cancel, Scheduler } from '@strata/core'
import { gsap } from 'gsap'

/**
 * GSAP's ticker wakes whenever an animation is made or moved and keeps an animation frame
 * pending until it auto-sleeps 120 frames later. This module's animations are all paused and
 * moved by the slider's scheduler instead; when they stop moving the ticker is put back to sleep
 * if nothing else needs it (GSAP's own auto-sleep rule: no running animation, no other listener).
 */
export function quietTicker(): void {
  const listeners = (gsap.ticker as unknown as { _listeners?: readonly unknown[] })._listeners
  if ((listeners?.length ?? 0) > 1) return
  const running = gsap.globalTimeline.getChildren(false, true, true).some((a) => !a.paused())
  if (!running) gsap.ticker.sleep()
}

interface Run {
  anim: gsap.core.Animation
  /** +1 forward, -1 backward (a hover going back to idle). */
  dir: 1 | -1
  /** Where a forward run stops (s): a scene holding before a waiting frame. @default its end */
  until?: number
  done: () => void
}

export interface Clock {
  /**
   * Moves a paused animation forward (or back) frame by frame; resolves at its end (or start),
   * or, going forward, at `until` (s) when given.
   */
  play(anim: gsap.core.Animation, dir?: 1 | -1, until?: number): Promise<void>
  /** Stops moving it (its promise resolves); it stays where it is. */
  stop(anim: gsap.core.Animation): void
  isPlaying(anim: gsap.core.Animation): boolean
  destroy(): void
}

/** Plays paused GSAP animations from the slider's scheduler: one clock for the module. */
export function createClock(scheduler: Scheduler): Clock {
  const runs = new Map<gsap.core.Animation, Run>()
  let cancel: Cancel | undefined

  const finish = (run: Run) => {
    runs.delete(run.anim)
    run.done()
  }
  const frame = (_time: number, delta: number): void => {
    for (const run of [...runs.values()]) {
      const { anim, dir } = run
      const end = dir > 0 ? Math.min(run.until ?? Infinity, anim.totalDuration()) : 0
      const next = anim.totalTime() + (dir * delta) / 1000
      const over = dir > 0 ? next >= end : next <= 0
      anim.totalTime(over ? end : next)
      if (over && runs.get(anim) === run) finish(run)
    }
    // Moving an animation wakes GSAP's ticker; it stays awake while something plays (sleeping it
    // every frame cost a wake, a sleep and a frame request per frame), and sleeps at the end.
    if (!runs.size) {
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
        runs.set(anim, { anim, dir, until, done: resolve })
        cancel ??= scheduler.every(frame)
      })
    },
    stop(anim) {
      const run = runs.get(anim)
      if (run) finish(run)
    },
    isPlaying: (anim) => runs.has(anim),
    destroy() {
      cancel?.()
      cancel = undefined
      for (const run of [...runs.values()]) finish(run)
    },
  }
}
