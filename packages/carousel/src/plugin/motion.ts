import type { Scheduler } from '@strata/core'
import type { Ease } from '@strata/core/kit'
import type { CarouselHost } from './host'

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
 * Steps of the strip, eased by GSAP and clocked by the slider's scheduler (core's playback): each
 * frame runs in the scheduler's write phase with every other job (one clock, docs/architecture.md).
 * `host`: core's playback and eases, from the plugin (./host.ts).
 */
export function createMotion(
  strip: Strip,
  scheduler: Scheduler,
  onFrame: () => void,
  { createPlayback, easeNamed }: Pick<CarouselHost, 'createPlayback' | 'easeNamed'>,
): Motion {
  const playback = createPlayback(scheduler)
  return {
    animate(from, to, ms, ease) {
      playback.stop()
      strip.p = from
      if (ms <= 0 || from === to) {
        strip.p = to
        onFrame()
        return Promise.resolve()
      }
      const curve = easeNamed(ease) ?? (easeNamed('power3.inOut') as Ease)
      return playback.play((elapsed) => {
        const t = Math.min(1, elapsed / ms)
        strip.p = t >= 1 ? to : from + (to - from) * curve(t)
        onFrame()
        return t >= 1
      })
    },
    stop: playback.stop,
    running: playback.running,
  }
}
