// A loop scene as the browser's own animation (issue #25): a loop plays for as long as its slide
// shows, and moved by script it asked for a frame, and ran GSAP, sixty times a second at rest.
// This file comes with GSAP (build.ts): only loops GSAP makes use it. Types only from the first
// download (build.ts's header says why).
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

const elementsOf = (target: unknown): target is HTMLElement =>
  typeof target === 'object' && target !== null && 'style' in target && 'animate' in target

/** `clip-path` → `clipPath`: keyframe objects name properties as the style object does. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

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
 * The properties a cycle moves on one element, as keyframes at `offsets`; none when nothing
 * moves, undefined when a moving property is missing from a sample (nothing to animate from).
 */
function keyframesOf(samples: readonly Sample[], offsets: readonly number[]) {
  const first = samples[0] as Sample
  const moving: string[] = []
  const names = new Set<string>()
  for (const sample of samples) for (const name of sample.keys()) names.add(name)
  for (const name of names) {
    const start = first.get(name)
    if (samples.some((s) => s.get(name) !== start)) moving.push(name)
  }
  if (!moving.length) return []
  if (moving.some((name) => samples.some((s) => !s.has(name)))) return undefined
  return samples.map((s, i) => {
    const frame: Keyframe = { offset: offsets[i] as number }
    for (const name of moving) frame[camel(name)] = s.get(name) as string
    return frame
  })
}

/**
 * A loop timeline's plan: one cycle sampled from GSAP itself (each element's inline style a
 * frame apart, events suppressed), so the browser repeats what GSAP would write, eases, yoyos
 * and staggers included; its marks are just past its frame events' times within the cycle. Undefined
 * (the loop moves frame by frame) for a cycle that is empty, endless or longer than
 * `LOOP_MAX_PERIOD`, or that moves more values than `LOOP_MAX_VALUES`. The timeline is left
 * where it was.
 */
export function sampleLoop(tl: gsap.core.Timeline): BrowserPlan | undefined {
  const period = tl.duration()
  if (!(period > 0 && period <= LOOP_MAX_PERIOD)) return undefined
  const els: HTMLElement[] = []
  const marks = new Set<number>()
  for (const child of tl.getChildren(false, true, true)) {
    const targets = (child as gsap.core.Tween).targets?.() ?? []
    // A frame's event is a call: a tween whose target is its callback.
    if (typeof targets[0] === 'function') marks.add((child.startTime() % period) + NUDGE)
    for (const t of targets) if (elementsOf(t) && !els.includes(t)) els.push(t)
  }
  const count = Math.max(2, Math.ceil(period * PER_SECOND) + 1)
  if (!els.length || els.length * count > LOOP_MAX_VALUES) return undefined
  const was = tl.totalTime()
  const samples: Sample[][] = els.map(() => [])
  const offsets: number[] = []
  // The start last: a timeline that has not moved yet has drawn nothing there, and moving back
  // to it draws it. The last sample is the cycle's end, just before it wraps to its start.
  for (let n = 1; n <= count; n++) {
    const i = n % count
    const offset = i / (count - 1)
    tl.totalTime(i === count - 1 ? period - 1e-5 : offset * period, true)
    offsets[i] = offset
    for (let k = 0; k < els.length; k++) (samples[k] as Sample[])[i] = read(els[k] as HTMLElement)
  }
  tl.totalTime(was, true)
  const animations: BrowserPlan['animations'] = []
  for (let k = 0; k < els.length; k++) {
    const frames = keyframesOf(samples[k] as Sample[], offsets)
    if (!frames) return undefined
    if (frames.length) animations.push({ el: els[k] as HTMLElement, frames })
  }
  return { animations, marks: [...marks].sort((a, b) => a - b), period }
}
