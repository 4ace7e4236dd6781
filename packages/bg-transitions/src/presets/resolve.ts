import type { Reporter } from '@strata/core'
import { easeNamed } from '@strata/core/kit'
import { type Rng, randomDuration } from '../plan/rules'
import type { BgAnimation } from '../types'
import type { BgPreset } from './preset-types'
import { PRESETS, RANDOM_POOL } from './presets'

/** §5 "Random transition lookup gives up after 10 levels". */
export const LOOKUP_LEVELS = 10

/** The preset a name leads to: aliases and `random` are followed, at most 10 levels deep. */
export function lookup(
  name: string,
  rng: Rng,
  pool: readonly string[] = RANDOM_POOL,
): { name: string; preset: BgPreset } | undefined {
  let current = name
  for (let level = 0; level < LOOKUP_LEVELS; level++) {
    const next =
      current === 'random' ? pool[Math.floor(rng() * pool.length)] : PRESETS[current]?.transition
    if (next === undefined) {
      const preset = PRESETS[current]
      return preset ? { name: current, preset } : undefined
    }
    current = next
  }
  return undefined
}

const FADE = PRESETS.fade as BgPreset

/** The animation with a preset's values over it (the preset wins where it says something). */
function apply(anim: BgAnimation, p: BgPreset): BgAnimation {
  const still = { x: 0, y: 0, rotation: 0, scaleX: 1, scaleY: 1 }
  return {
    ...anim,
    ease: p.ease ?? anim.ease,
    stagger: p.stagger ?? anim.stagger,
    direction: p.direction ?? anim.direction,
    in: { ...anim.in, ...still, opacity: 0, mask: false, rows: 1, columns: 1, ...p.in },
    out: { ...anim.out, ...still, opacity: 1, animate: false, ...p.out },
    d3: { ...anim.d3, effect: 'none', ...p.d3 },
    filter: { ...anim.filter, ...p.filter },
  }
}

/**
 * `anim`, or a copy easing power2.inOut (the default, docs/behaviour.md §3) where GSAP knows no
 * ease of its name, reported at `path`'s `e` (`''` is the default, unreported). The slide's
 * reader checks a slide's eases (issue #25: `prepareModule`'s report has them); a change checks
 * what reaches it, once per slider.
 */
export function knownEase<A extends { ease: string }>(anim: A, report: Reporter, path: string): A {
  if (easeNamed(anim.ease)) return anim
  if (anim.ease) report(`${path}.e`, `unknown ease "${anim.ease}"; using power2.inOut`)
  return { ...anim, ease: 'power2.inOut' }
}

/**
 * What a slide change runs: `basic` uses the slide's own `in`/`out` values; a preset name its
 * data; `random` (or the `random` flag) a random preset lasting 300 to 1300 ms (§9). An unknown
 * name, or a random lookup that gives up after 10 levels, becomes a fade with a report entry at
 * `path` (under the export's keys `e` and `tr`, where exported data has them).
 */
export function resolveAnimation(
  anim: BgAnimation,
  rng: Rng,
  report: Reporter,
  path: string,
): BgAnimation & { name: string } {
  anim = knownEase(anim, report, path)
  const random = anim.random || anim.transition === 'random'
  if (!random && anim.transition === 'basic') return { ...anim, name: 'basic' }
  const found = lookup(random ? 'random' : anim.transition, rng)
  if (!found) {
    report(
      `${path}.tr`,
      random
        ? `random transition lookup gave up after ${LOOKUP_LEVELS} levels; using a fade`
        : `unknown transition "${anim.transition}"; using a fade`,
    )
  }
  const duration = random ? randomDuration(rng) : anim.duration
  return { ...apply({ ...anim, duration }, found?.preset ?? FADE), name: found?.name ?? 'fade' }
}
