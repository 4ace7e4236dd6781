import type { Direction } from '../types/events'
import type { Level, SlideModel } from '../types/model'
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
 * Slides a request may land on: all but those hidden after `hal` completed loops and, on the
 * mobile level (4), those marked `hom`.
 */
export function navigableIndices(
  slides: readonly SlideModel[],
  { loops, level }: { loops: number; level: Level },
): number[] {
  return slides.flatMap(({ slideshow: s }, i) =>
    (s.hal > 0 && loops >= s.hal) || (s.hom && level === 4) ? [] : [i],
  )
}

/**
 * Where a request goes (SPEC §4): 'next', 'prev' (or 'previous'), 'first', 'last', 'random'
 * (never the current slide when there are others), a relative key '+N' / '-N', an index, a
 * slide id, a deep-link name, or 'slideN' (1-based). Steps wrap around the navigable slides; an
 * absolute target must be navigable. Null when nothing matches (the caller reports it).
 */
export function resolveTarget(target: GoToTarget, ctx: TargetContext): ResolvedTarget | null {
  const { current, navigable: nav, slides, random = Math.random } = ctx
  const n = nav.length
  if (!n) return null
  const step = target === 'next' ? '+1' : target === 'prev' || target === 'previous' ? '-1' : target
  const rel = typeof step === 'string' ? /^([+-])(\d+)$/.exec(step) : null
  if (rel) {
    // Steps count from the current slide's place among the navigable ones; a current slide that
    // is not navigable sits between its navigable neighbours.
    const below = nav.filter((i) => i < current).length
    const forward = rel[1] === '+'
    const by = Number(rel[2])
    const at = forward ? below + by - (nav.includes(current) ? 0 : 1) : below - by
    return { index: nav[((at % n) + n) % n]!, direction: forward ? 1 : -1 }
  }
  let index: number | undefined
  if (target === 'first') index = nav[0]
  else if (target === 'last') index = nav[n - 1]
  else if (target === 'random') {
    const others = n > 1 ? nav.filter((i) => i !== current) : nav
    index = others[Math.min(others.length - 1, Math.floor(random() * others.length))]
  } else if (typeof target === 'number') index = target
  else {
    const lower = target.toLowerCase()
    const nth = /^slide(\d+)$/.exec(lower)
    index = slides.findIndex((s) => s.id === target)
    if (index < 0)
      index = slides.findIndex((s) => s.deepLink !== '' && s.deepLink.toLowerCase() === lower)
    if (index < 0 && nth) index = Number(nth[1]) - 1
  }
  if (index === undefined || !nav.includes(index)) return null
  return { index, direction: absoluteDirection(current, index, nav) }
}

/** Bigger index forward, smaller backward; but last → first is forward and first → last backward. */
function absoluteDirection(from: number, to: number, nav: readonly number[]): Direction {
  const first = nav[0]
  const last = nav[nav.length - 1]
  if (nav.length > 2 && from === last && to === first) return 1
  if (nav.length > 2 && from === first && to === last) return -1
  return to >= from ? 1 : -1
}
