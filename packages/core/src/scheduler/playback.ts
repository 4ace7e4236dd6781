import type { Cancel, Scheduler } from '../types/scheduler'

export interface Playback {
  /**
   * Stops the running play, then calls `frame(elapsed)` every frame (write phase), with the ms
   * since this play started, until it returns true or `stop()` is called; resolves then. A
   * number `ms` instead says there is nothing to do for that long (the browser animates): the
   * next call comes once `ms` have passed, with no frame in between.
   */
  play(frame: (elapsed: number) => boolean | number): Promise<void>
  /** Ends the running play where it is (its promise resolves). */
  stop(): void
  running(): boolean
}

/**
 * One animation at a time on the slider's scheduler (one clock, docs/architecture.md). Plugins that
 * ease with GSAP's ease functions play through this rather than making GSAP tweens: a tween wakes
 * GSAP's global ticker, whose animation frame would outlive the module.
 */
export function createPlayback(scheduler: Scheduler): Playback {
  let cancel: Cancel | undefined
  let finish: (() => void) | undefined

  const stop = (): void => {
    cancel?.()
    cancel = undefined
    const done = finish
    finish = undefined
    done?.()
  }

  return {
    play(frame) {
      stop()
      const start = scheduler.now()
      return new Promise<void>((resolve) => {
        finish = resolve
        // A named job: biome reads an inline callback to `every` as Array.prototype.every's.
        const job = (time: number): void => {
          const next = frame(time - start)
          if (next === true) stop()
          else if (next !== false && next > 0) {
            // Nothing to do for `next` ms: no frame job meanwhile, so the scheduler asks for none.
            cancel?.()
            cancel = scheduler.after(next, () => {
              cancel = scheduler.every(job)
              job(scheduler.now())
            })
          }
        }
        cancel = scheduler.every(job)
      })
    },
    stop,
    running: () => finish !== undefined,
  }
}
