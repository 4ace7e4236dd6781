import { isArray, isRec } from './safe'

/** How many slides, in the data's order, a plugin's `prepare` looks through (see `nearSlides`). */
export const NEAR_SLIDES = 8

/**
 * Raw module data with only the slides a module builds first in its `slides`: the first
 * {@link NEAR_SLIDES} of the data's order and its last (the first shown and, in a loop, the one
 * before it), and every slide that says whether it is global (global slides are built at once).
 * For a plugin's `prepare` deciding what to load before the first paint: a slide further on
 * takes what it needs when it is built, so a module of a thousand slides is read in the time of
 * one of ten (issue #25). Data with no more slides than that is returned as it is.
 */
export function nearSlides(data: unknown): unknown {
  if (!isRec(data) || (!isRec(data.slides) && !isArray(data.slides))) return data
  const list = Object.entries(data.slides)
  if (list.length <= NEAR_SLIDES + 1) return data
  const near = list.filter(
    ([, entry], i) =>
      i < NEAR_SLIDES || i === list.length - 1 || (isRec(entry) && Object.hasOwn(entry, 'global')),
  )
  return { ...data, slides: Object.fromEntries(near) }
}
