import type { Scheduler } from '@strata/core'
import { createPlayback } from '@strata/core/kit'
import { gsap } from 'gsap'
import { filterCss, lerpPose, type Pose, transformCss } from '../plan/pose'

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
  const opacity = `${Math.round(p.opacity * 1e4) / 1e4}`
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

/**
 * Tweens clocked by the slider's scheduler (core's playback), eased by GSAP's ease functions:
 * each frame runs in the scheduler's write phase with every other job. No GSAP tween is made.
 */
export function createRunner(scheduler: Scheduler): Runner {
  const playback = createPlayback(scheduler)
  return {
    play(tracks, first) {
      const ease = (t: Track) => ({
        ...t,
        curve: gsap.parseEase(t.ease) ?? (gsap.parseEase('power2.inOut') as (p: number) => number),
        done: false,
        written: {} as Written,
      })
      const eased = tracks.map(ease)
      let end = Math.max(0, ...tracks.map((t) => t.delay + t.duration))
      let started = !first
      return playback.play((elapsed) => {
        if (!started && first) {
          started = true
          const more = first()
          eased.push(...more.map(ease))
          end = Math.max(end, ...more.map((t) => t.delay + t.duration))
        }
        for (const t of eased) {
          if (t.done || elapsed < t.delay) continue
          const p = t.duration > 0 ? Math.min(1, (elapsed - t.delay) / t.duration) : 1
          const pose = lerpPose(t.from, t.to, t.curve(p))
          if (t.dip) pose.z -= t.dip * Math.sin(Math.PI * p)
          writePose(t.el, pose, t.perspective, t.pivot, t.written)
          t.done = p >= 1
        }
        return elapsed >= end
      })
    },
    stop: playback.stop,
  }
}
