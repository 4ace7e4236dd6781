// A layer scene that never ends as the browser's own animation (issue #25): a loop scene, or one
// where a keyframe repeats forever, plays for as long as its slide shows, and moved by script it
// asked for a frame, and ran GSAP, sixty times a second at rest. This file comes with GSAP
// (build.ts): only scenes GSAP makes use it. Types only from the first download (build.ts's
// header says why).
import type { gsap } from 'gsap'
import type { BrowserPlan } from './browser-plan'

/** Longest cycle played by the browser (s); a longer loop moves frame by frame. */
export const LOOP_MAX_PERIOD = 20
/** Samples a second of a cycle: a frame apart, so the browser's straight lines between them do not show. */
const PER_SECOND = 60
/** How far past each frame event its mark moves the loop (s), as a frame would be. */
const NUDGE = 5e-4
/** Values sampled at most (elements × samples): a split loop of many pieces moves frame by frame. */
export const LOOP_MAX_VALUES = 4800

/** What one element's inline style holds at each sample: property → value. */
type Sample = Map<string, string>

function elementsOf(target: unknown): target is HTMLElement {
  return typeof target === 'object' && target !== null && 'style' in target && 'animate' in target
}

/** `clip-path` → `clipPath`: keyframe objects name properties as the style object does. */
function camel(name: string) {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
}

function read(el: HTMLElement): Sample {
  const style = el.style
  const out: Sample = new Map()
  for (let i = 0; i < style.length; i++) {
    const name = style[i] as string
    out.set(name, style.getPropertyValue(name))
  }
  return out
}

/**
 * The properties that move on one element over `samples` (every part of a scene, so each part's
 * animation holds all of them and none falls back to the inline style between parts), or
 * undefined when one is missing from a sample (nothing to animate from).
 */
function movingOf(samples: readonly Sample[]): string[] | undefined {
  const first = samples[0] as Sample
  const names = new Set<string>()
  for (const sample of samples) for (const name of sample.keys()) names.add(name)
  const moving = [...names].filter((name) => samples.some((s) => s.get(name) !== first.get(name)))
  return moving.some((name) => samples.some((s) => !s.has(name))) ? undefined : moving
}

/** Keyframes of `moving` at `offsets`. */
function framesOf(samples: readonly Sample[], offsets: readonly number[], moving: string[]) {
  return samples.map((s, i) => {
    const frame: Keyframe = { offset: offsets[i] as number }
    for (const name of moving) frame[camel(name)] = s.get(name) as string
    return frame
  })
}

/** Greatest common divisor of two whole numbers of ms. */
function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : a
}

/**
 * Where a scene that never ends repeats (s): `period` long from `intro` on. A loop scene's own
 * cycle repeats from 0, its frame events with it (`cycles`). Where keyframes repeat forever, the
 * scene repeats once the last other tween has ended and every endless one has started, as often
 * as the endless tweens' cycles all come round together (a yoyo's cycle is there and back). A
 * staggered endless tween has a cycle per piece: undefined, as is a scene with no repeat.
 */
function repeatOf(tl: gsap.core.Timeline, children: readonly gsap.core.Animation[]) {
  let intro = 0
  let finite = 0
  let ms = 0
  for (const child of children) {
    const tween = child as gsap.core.Tween
    if (tween.repeat() >= 0) finite = Math.max(finite, tween.endTime())
    else if (tween.vars.stagger) return undefined
    else {
      const cycle = Math.round(
        (tween.duration() + tween.repeatDelay()) * (tween.yoyo() ? 2 : 1) * 1000,
      )
      if (cycle <= 0) return undefined
      ms = ms ? (ms / gcd(ms, cycle)) * cycle : cycle
      intro = Math.max(intro, tween.startTime())
    }
  }
  if (ms) return { intro: Math.max(intro, finite), period: ms / 1000, cycles: false }
  return tl.repeat() < 0 ? { intro: 0, period: tl.duration(), cycles: true } : undefined
}

/**
 * Each element's inline style at `count` times from `from` to `to` (the last just before `to`,
 * where the part wraps), events suppressed; the first time last: a timeline that has not moved
 * yet has drawn nothing there, and moving back to it draws it.
 */
function sampleSpan(tl: gsap.core.Timeline, els: readonly HTMLElement[], from: number, to: number) {
  const count = Math.max(2, Math.ceil((to - from) * PER_SECOND) + 1)
  const samples: Sample[][] = els.map(() => [])
  const offsets: number[] = []
  for (let n = 1; n <= count; n++) {
    const i = n % count
    offsets[i] = i / (count - 1)
    tl.totalTime(i === count - 1 ? to - 1e-5 : from + (offsets[i] as number) * (to - from), true)
    for (let k = 0; k < els.length; k++) (samples[k] as Sample[])[i] = read(els[k] as HTMLElement)
  }
  return { samples, offsets }
}

/**
 * The plan of a scene that never ends (a loop scene, or one where a keyframe repeats forever):
 * sampled from GSAP itself, each element's inline style a frame apart, so the browser plays what
 * GSAP would write, eases, yoyos and staggers included. The part that repeats is one animation
 * with `iterations: Infinity`, after the part before it (`intro`), if any; the marks are just past
 * the scene's frame events. Undefined (the scene moves frame by frame) for a scene whose repeat
 * is not found (`repeatOf`), whose repeat or intro is longer than `LOOP_MAX_PERIOD`, or that
 * moves more values than `LOOP_MAX_VALUES`. The timeline is left where it was.
 */
export function sampleLoop(tl: gsap.core.Timeline): BrowserPlan | undefined {
  const children = tl.getChildren(false, true, true)
  // A frame's event is a call: a tween whose target is its callback.
  const calls = children.filter((c) => typeof (c as gsap.core.Tween).targets()[0] === 'function')
  const repeat = repeatOf(
    tl,
    children.filter((c) => !calls.includes(c)),
  )
  if (!repeat) return undefined
  const { intro, period, cycles } = repeat
  if (!(period > 0 && period <= LOOP_MAX_PERIOD && intro <= LOOP_MAX_PERIOD)) return undefined
  const els: HTMLElement[] = []
  for (const child of children)
    for (const t of (child as gsap.core.Tween).targets())
      if (elementsOf(t) && !els.includes(t)) els.push(t)
  const values = els.length * (intro + period) * PER_SECOND
  if (!els.length || values > LOOP_MAX_VALUES) return undefined
  const was = tl.totalTime()
  // The part that repeats, from `intro` on, and the part before it, played once.
  const parts: [number, number, KeyframeAnimationOptions][] = [
    [intro, intro + period, { duration: period * 1000, delay: intro * 1000, iterations: Infinity }],
  ]
  if (intro > 0) parts.push([0, intro, { duration: intro * 1000 }])
  const spans = parts.map(([from, to]) => sampleSpan(tl, els, from, to))
  tl.totalTime(was, true)
  const animations: BrowserPlan['animations'] = []
  for (let k = 0; k < els.length; k++) {
    const moving = movingOf(spans.flatMap((span) => span.samples[k] as Sample[]))
    if (!moving) return undefined
    if (!moving.length) continue
    spans.forEach(({ samples, offsets }, p) => {
      const frames = framesOf(samples[k] as Sample[], offsets, moving)
      animations.push({ el: els[k] as HTMLElement, frames, timing: parts[p]?.[2] })
    })
  }
  const marks = calls.map((c) => (cycles ? c.startTime() % period : c.startTime()) + NUDGE)
  return {
    animations,
    marks: [...new Set(marks)].sort((a, b) => a - b),
    endless: true,
    period: cycles ? period : undefined,
  }
}
