import type { Cancel, Scheduler } from '@strata/core'
import { gsap } from 'gsap'

/** The strip's focus position, in slides; the one value every slide's pose derives from. */
export interface Strip {
  p: number
}

export interface Motion {
  /** Moves the strip from `from` to `to` in `ms` with GSAP ease `ease`; resolves when done or stopped. */
  animate(from: number, to: number, ms: number, ease: string): Promise<void>
  /** Ends a running move where it is now (its promise resolves). */
  stop(): void
  running(): boolean
}

/**
 * Steps of the strip, eased by GSAP and clocked by the slider's scheduler: each frame runs in the
 * scheduler's write phase with every other job (one clock, ARCHITECTURE.md). No GSAP tween is
 * made: a tween would wake GSAP's global ticker, whose animation frame outlives the module.
 */
export function createMotion(strip: Strip, scheduler: Scheduler, onFrame: () => void): Motion {
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
    animate(from, to, ms, ease) {
      stop()
      strip.p = from
      if (ms <= 0 || from === to) {
        strip.p = to
        onFrame()
        return Promise.resolve()
      }
      const curve = gsap.parseEase(ease) ?? gsap.parseEase('power3.inOut')
      const start = scheduler.now()
      const frame = (time: number): void => {
        const t = Math.min(1, (time - start) / ms)
        strip.p = t >= 1 ? to : from + (to - from) * curve(t)
        onFrame()
        if (t >= 1) stop()
      }
      return new Promise<void>((resolve) => {
        finish = resolve
        cancel = scheduler.every(frame)
      })
    },
    stop,
    running: () => finish !== undefined,
  }
}
