import type { Scheduler } from '@strata/core'
import { filterCss, type Pose, r4, transformCss } from '../plan/pose'
import { animateTracks, type EasedTrack, endOf, poseAt, settle } from './compositor'
import type { RunnerHost } from './motion-host'

/** One element moving from one pose to another. */
export interface Track {
  el: HTMLElement
  from: Pose
  to: Pose
  /** ms after the start. */
  delay: number
  duration: number
  /** A GSAP ease name; unknown names use power2.inOut (the default, docs/behaviour.md §3). */
  ease: string
  /** px of perspective in the transform; 0 for none. */
  perspective: number
  /** px it sinks back mid-way (a sine over the run). @default 0 */
  dip?: number
  /** Depth of the centre it turns about, px. @default 0 */
  pivot?: number
}

/** What a run last wrote to one element: a frame writes only what changed since. */
export interface Written {
  transform?: string
  opacity?: string
  filter?: string
}

/**
 * Writes a pose: transform, opacity and filter only (never a layout property). With `last` (the
 * run's record for `el`), a value equal to the one written before is skipped: a slide's opacity
 * or filter that does not move costs no style write (and no filter read) each frame.
 */
export function writePose(
  el: HTMLElement,
  p: Pose,
  perspective: number,
  pivot = 0,
  last: Written = {},
): void {
  const transform = transformCss(p, perspective, pivot)
  const opacity = `${r4(p.opacity)}`
  const f = filterCss(p.filter)
  const filter = f === 'none' ? '' : f
  if (last.transform !== transform) el.style.transform = last.transform = transform
  if (last.opacity !== opacity) el.style.opacity = last.opacity = opacity
  if (last.filter !== filter) {
    // The first write clears a filter left from before; none at all is not written.
    if (filter || el.style.filter) el.style.filter = filter
    last.filter = filter
  }
}

export interface Runner {
  /**
   * Plays the tracks; resolves when the last ends, or when `stop` is called. `first` runs once,
   * at the start of the first frame (the scheduler's frame job, after its read phase), before
   * any track moves: where DOM a change adds goes in.
   */
  play(tracks: readonly Track[], first?: () => readonly Track[]): Promise<void>
  /** Ends the running play where it is (its promise resolves). */
  stop(): void
}

export interface RunnerOptions {
  /**
   * Moves the pieces with the browser's own animations, sampled from the same eased poses, so
   * no script runs a frame (issue #25: script time over slide changes). The scheduler still
   * decides when a run starts and ends; the last pose is written inline. Elements without
   * `animate` get frames written by script.
   * @default false
   */
  compositor?: boolean
}

/**
 * Tweens clocked by the slider's scheduler (core's playback), eased by GSAP's eases (core's
 * table of them): each frame runs in the scheduler's write phase with every other job, or
 * (`compositor`) the first frame starts browser animations and the last writes where they end.
 * No GSAP tween is made.
 */
export function createRunner(
  scheduler: Scheduler,
  host: RunnerHost,
  { compositor = false }: RunnerOptions = {},
): Runner {
  const { easeNamed } = host
  const playback = host.createPlayback(scheduler)
  let animations: Animation[] | undefined
  const stop = (): void => {
    if (animations) settle(animations, true)
    animations = undefined
    playback.stop()
  }
  return {
    play(tracks, first) {
      stop()
      const eased: (EasedTrack & { done: boolean; written: Written })[] = []
      let end = 0
      // Index loops and no spread lists: once a change, before V8 optimises it (issue #25).
      const add = (list: readonly Track[]) => {
        for (let i = 0; i < list.length; i++) {
          const t = list[i] as Track
          eased.push({
            ...t,
            curve: easeNamed(t.ease) ?? (easeNamed('power2.inOut') as (p: number) => number),
            done: false,
            written: {},
          })
          end = Math.max(end, t.delay + t.duration)
        }
      }
      add(tracks)
      let started = false
      return playback.play((elapsed) => {
        if (!started) {
          started = true
          if (first) add(first())
          if (compositor) animations = animateTracks(eased, elapsed, host)
        }
        if (animations) {
          // Moved by the browser: no frame job until the end (the scheduler asks for no frames
          // if nothing else runs), then only where each piece lands is written and the
          // animations go.
          if (elapsed < end) return end - elapsed
          for (let i = 0; i < eased.length; i++) {
            const t = eased[i] as (typeof eased)[number]
            writePose(t.el, endOf(t), t.perspective, t.pivot, t.written)
          }
          settle(animations, false)
          animations = undefined
          return true
        }
        for (const t of eased) {
          if (t.done || elapsed < t.delay) continue
          const p = t.duration > 0 ? Math.min(1, (elapsed - t.delay) / t.duration) : 1
          writePose(t.el, poseAt(t, p), t.perspective, t.pivot, t.written)
          t.done = p >= 1
        }
        return elapsed >= end
      })
    },
    stop,
  }
}
