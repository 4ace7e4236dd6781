import type { Direction } from '../types/events'
import type { Level, ModuleModel, SlideModel } from '../types/model'
import type { GoToTarget } from '../types/slider'

export interface TargetContext {
  /** Index of the current slide; -1 before the first one shows. */
  current: number
  /** Indices a request may land on, ascending (see `navigableIndices`). */
  navigable: readonly number[]
  slides: readonly SlideModel[]
  /** @default Math.random */
  random?: () => number
}

export interface ResolvedTarget {
  index: number
  direction: Direction
}

/**
 * Slides a request may land on: all `count` but those hidden after `hideAfterLoops` completed loops
 * and, on the mobile level (4), those marked `hideOnMobile`. Only the sparse `hidden` list is read, never a slide.
 */
export function navigableIndices(
  count: number,
  hidden: ModuleModel['hidden'],
  { loops, level }: { loops: number; level: Level },
): number[] {
  const off = new Set(
    hidden.flatMap(({ index, hideAfterLoops: after, hideOnMobile }) =>
      (after > 0 && loops >= after) || (hideOnMobile && level === 4) ? [index] : [],
    ),
  )
  return [...Array(count).keys()].filter((i) => !off.has(i))
}

/**
 * Where a request goes (docs/behaviour.md §4): 'next', 'prev' (or 'previous'), 'first', 'last', 'random'
 * (never the current slide when there are others), a relative key '+N' / '-N', an index, a
 * slide id, a deep-link name, or 'slideN' (1-based). Steps wrap around the navigable slides; an
 * absolute target must be navigable. Null when nothing matches (the caller reports it).
 */
export function resolveTarget(
  target: GoToTarget,
  { current, navigable: nav, slides, random = Math.random }: TargetContext,
): ResolvedTarget | null {
  const n = nav.length
  const first = nav[0]
  const last = nav[n - 1]
  const step = target === 'next' ? '+1' : target === 'prev' || target === 'previous' ? '-1' : target
  let index: number | undefined
  let direction: Direction
  if (typeof step === 'string' && /^[+-]\d+$/.test(step)) {
    // Steps count from the current slide's place among the navigable ones; a current slide that
    // is not navigable sits between its navigable neighbours.
    const forward = step[0] === '+' ? 1 : 0
    const at = nav.filter((i) => i < current + forward).length + Number(step) - forward
    index = nav[((at % n) + n) % n]
    direction = forward ? 1 : -1
  } else {
    const others = n > 1 ? nav.filter((i) => i !== current) : nav
    index =
      target === 'first'
        ? first
        : target === 'last'
          ? last
          : target === 'random'
            ? others[Math.min(others.length - 1, Math.floor(random() * others.length))]
            : typeof target === 'number'
              ? target
              : byName(slides, `${target}`)
    // Bigger index forward, smaller backward; but last → first is forward and first → last backward.
    const wrap =
      n > 2 && ((current === last && index === first) || (current === first && index === last))
    direction = (index ?? 0) >= current !== wrap ? 1 : -1
  }
  return index !== undefined && nav.includes(index) ? { index, direction } : null
}

/**
 * By id, else by deep-link name, else as 'slideN'. Each lookup runs only when the one before
 * found nothing: slides are read lazily, and every read normalises a slide in full.
 */
function byName(slides: readonly SlideModel[], id: string): number | undefined {
  const lower = id.toLowerCase()
  const found = (match: (s: SlideModel) => boolean) => {
    const i = slides.findIndex(match)
    return i < 0 ? undefined : i
  }
  const n = Number(/^slide(\d+)$/.exec(lower)?.[1]) - 1
  return (
    found((s) => s.id === id) ??
    found((s) => !!lower && s.deepLink.toLowerCase() === lower) ??
    (n >= 0 ? n : undefined)
  )
}
