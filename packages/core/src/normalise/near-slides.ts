import { hasOwn, isArray, isRec } from './safe'
import { parseBoolean, parseNumber } from './scalars'

/** How many slides, by order, a plugin's `prepare` looks through (see `nearSlides`). */
export const NEAR_SLIDES = 8

/** A slide entry's `order` as the reader takes it (its place where it has none), else NaN. */
export function orderOf(entry: unknown, place: number): number {
  try {
    const meta = isRec(entry) && hasOwn(entry, 'slide') ? entry.slide : entry
    return (isRec(meta) ? parseNumber(meta.order) : undefined) ?? place
  } catch {
    // A getter that throws (hand-made data): the reader drops that slide.
    return Number.NaN
  }
}

/**
 * Raw module data with only the slides a module builds first in its `slides`: the
 * {@link NEAR_SLIDES} of lowest `order` (as the reader takes it) and the one of highest (the
 * first shown and, in a loop, the one before it), and every slide that says whether it is global
 * (global slides are built at once). For a plugin's `prepare` deciding what to load before the
 * first paint: a slide further on takes what it needs when it is built, so a module of a
 * thousand slides is read in the time of one of ten (issue #25). Data with no more slides than
 * that is returned as it is, and so is data whose slideshow shuffles or names its `firstSlide`:
 * the slide shown first may then be any.
 */
export function nearSlides(data: unknown): unknown {
  if (!isRec(data) || (!isRec(data.slides) && !isArray(data.slides))) return data
  const show = isRec(data.settings) ? data.settings.slideshow : undefined
  if (isRec(show) && ((show.firstSlide ?? 'auto') !== 'auto' || parseBoolean(show.shuffle)))
    return data
  const list = Object.entries(data.slides)
  if (list.length <= NEAR_SLIDES + 1) return data
  // A slide whose order cannot be read (the reader drops it) goes last.
  const orders = list.map(([, entry], place) => {
    const order = orderOf(entry, place)
    return Number.isNaN(order) ? Number.POSITIVE_INFINITY : order
  })
  const byOrder = list.map((_, i) => i).sort((a, b) => (orders[a] ?? 0) - (orders[b] ?? 0))
  const keep = new Set([...byOrder.slice(0, NEAR_SLIDES), byOrder.at(-1)])
  const near = list.filter(
    ([, entry], i) => keep.has(i) || (isRec(entry) && hasOwn(entry, 'global')),
  )
  return { ...data, slides: Object.fromEntries(near) }
}
