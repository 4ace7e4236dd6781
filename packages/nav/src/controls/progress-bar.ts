import type { Level } from '@strata/core'
import type { Control, NavEnv } from '../env'
import type { LazyKind } from '../kinds'
import { PBAR_CSS } from './pbar-css'
import { wedgePolygon } from './wedge'

/** Ring diameter per px of bar thickness: a 5 px ring is 40 px across. */
const RING_PER_PX = 8
/** A ring's animation: a wedge every this many ms of it, at most `RING_FRAMES` wedges. */
const RING_FRAME_MS = 100
const RING_FRAMES = 61

/** The share of the bar to fill: the slide's progress, or (base `all`) the whole show's. */
export function barShare(
  base: 'slide' | 'all',
  position: number,
  total: number,
  p: number,
): number {
  if (base === 'slide' || total <= 0) return p
  return (Math.max(0, position) + p) / total
}

/**
 * The progress bar (docs/behaviour.md §3 "pbar"): horizontal or vertical (a scaled fill), or a cw / ccw ring
 * (a clip-path wedge), driven by `slideshow:progress`. Only transform and clip-path change per frame.
 * It moves as a browser animation from the progress, taken once when the slide or the
 * slideshow's state changes, to the end of the slide's time: no script runs in its frames, and
 * with nothing else listening core's clock waits on a timer (issue #25). A ring's wedges are
 * sampled along the way (every wedge has the same points, so the browser goes from one to the
 * next point by point).
 */
export function createProgressBar(env: NavEnv): Control {
  const bar = env.progressBar
  const { el: make, placement } = env.kit
  const ring = bar.type === 'cw' || bar.type === 'ccw'
  const turn = bar.type === 'ccw' ? 'ccw' : 'cw'
  const box = make(
    env.doc,
    'div',
    `strata-pbar strata-pbar-${bar.type}${ring ? ' strata-pbar-ring' : ''}`,
  )
  box.setAttribute('aria-hidden', 'true')
  box.style.background = ring ? 'none' : bar.bg
  const fill = make(env.doc, 'div', 'strata-pbar-fill')
  box.append(fill)
  if (ring) {
    const d = `${bar.size * RING_PER_PX}px`
    Object.assign(box.style, { width: d, height: d, borderRadius: '50%' })
    Object.assign(fill.style, { borderWidth: `${bar.size}px`, borderColor: bar.color })
    // The track: the same ring, whole, in the background colour.
    box.style.boxShadow = `inset 0 0 0 ${bar.size}px ${bar.bg}`
  } else {
    fill.style.background = bar.color
    Object.assign(
      box.style,
      bar.type === 'vertical'
        ? { width: `${bar.size}px`, height: '100%' }
        : { height: `${bar.size}px`, width: '100%' },
    )
  }
  // Base `all` with gaps: a mark of `gapSize` px in `gapColor` between the slides' segments.
  if (!ring && bar.base === 'all' && bar.gap && bar.gapSize > 0) {
    const n = env.items.length
    const edge = bar.type === 'vertical' ? 'top' : 'left'
    for (let i = 1; i < n; i++) {
      const mark = make(env.doc, 'div', 'strata-pbar-gap')
      const size =
        bar.type === 'vertical'
          ? { height: `${bar.gapSize}px`, left: '0', right: '0' }
          : { width: `${bar.gapSize}px`, top: '0', bottom: '0' }
      Object.assign(mark.style, size, {
        position: 'absolute',
        background: bar.gapColor,
        [edge]: `${(i / n) * 100}%`,
      })
      box.append(mark)
    }
  }
  const scale = bar.type === 'vertical' ? 'scaleY' : 'scaleX'
  /** The fill's style at `share` of the bar: a wedge for a ring, else a scale. */
  const poseAt = (share: number): Keyframe => {
    const s = Math.min(1, Math.max(0, share))
    return ring ? { clipPath: wedgePolygon(s, turn) } : { transform: `${scale}(${s})` }
  }
  const set = (share: number): void => {
    Object.assign(fill.style, poseAt(share))
    box.dataset.progress = Math.min(1, Math.max(0, share)).toFixed(4)
  }
  const share = (index: number, p: number) =>
    barShare(bar.base, env.items.indexOf(index), env.items.length, p)
  const { ctx } = env
  let moving: Animation | undefined
  let sampling: (() => void) | undefined
  /** Ends the bar's animation where it is: its pose written inline. */
  const halt = () => {
    try {
      moving?.commitStyles()
    } catch {
      // Not rendered (display none): there is no pose to keep.
    }
    moving?.cancel()
    moving = undefined
  }
  /** Shows `p` of slide `index` and, while the slideshow runs, moves on to the slide's end. */
  const follow = (index: number, p: number) => {
    halt()
    set(share(index, p))
    const left = (1 - p) * (ctx.module.slides[index]?.slideshow.length ?? 0)
    if (ctx.state.slideshow !== 'running' || !(left > 0) || !fill.animate) return
    // A bar's scale interpolates from start to end; a ring's wedges are sampled along the way.
    const count = ring ? Math.min(RING_FRAMES, Math.ceil(left / RING_FRAME_MS) + 1) : 2
    moving = fill.animate(poses(index, p, count), { duration: left, fill: 'forwards' })
    // Core's `startedAt`, written out: imported here, it made "a slider" a second file (+766 B).
    // From now by the document's clock, not once the compositor has it (tens of ms later).
    const now = env.doc.timeline?.currentTime
    if (typeof now === 'number') moving.startTime = now
  }
  /** `count` (2 or more) poses from `p` of slide `index` to its end, evenly spaced in time. */
  const poses = (index: number, p: number, count: number): Keyframe[] => {
    const n = Math.max(2, count)
    return Array.from({ length: n }, (_, i) => poseAt(share(index, p + ((1 - p) * i) / (n - 1))))
  }
  /** Takes the slideshow's next progress (one frame of its clock), then follows it. */
  const sample = () => {
    sampling ??= ctx.on('slideshow:progress', ({ index, progress }) => {
      sampling?.()
      sampling = undefined
      follow(index, progress)
    })
  }
  const offs = [
    ctx.on('slideshow:state', ({ status }) => (status === 'running' ? sample() : halt())),
    ctx.on('slide:after', ({ index }) => follow(index, 0)),
    () => sampling?.(),
    halt,
  ]
  // This chunk may land mid-slide: the bar starts where the slideshow is (its next progress).
  set(share(ctx.state.index, 0))
  if (ctx.state.slideshow === 'running') sample()
  return {
    el: box,
    layout(level: Level) {
      const placed = placement(bar, level, env.gridInset())
      // A full-length bar spans its axis: only the cross-axis alignment applies.
      if (!ring && bar.type === 'vertical')
        Object.assign(placed, { top: '0', bottom: '', transform: '' })
      if (!ring && bar.type === 'horizontal')
        Object.assign(placed, { left: '0', right: '', transform: '' })
      Object.assign(box.style, placed)
      box.style.display = bar.visible[level] ? '' : 'none'
    },
    destroy() {
      for (const off of offs) off()
    },
  }
}

/** The progress bar as the plugin draws it once this chunk is in, with its structural CSS (kinds.ts). */
export const lazyKind: LazyKind = { create: createProgressBar, css: PBAR_CSS }
