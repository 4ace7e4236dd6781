import type { resolveTarget as Resolve } from '../navigation/resolve-target'
import type { ModuleModel } from '../types/model'
import type { Reporter } from '../types/plugin'

/**
 * docs/behaviour.md §3 slideshow.firstSlide other than 'auto' (the first slide): a 1-based
 * position or an id. A chunk of its own, loaded only for such a module; it is given core's
 * `resolveTarget` rather than a copy of it.
 */
export function firstSlideIndex(
  { settings, slides }: ModuleModel,
  report: Reporter,
  resolveTarget: typeof Resolve,
): number {
  const first = settings.slideshow.firstSlide
  // A position (as an index) needs no slide read; an id or name is looked up (reading slides up
  // to it).
  const all = [...Array(slides.length).keys()]
  const found = resolveTarget(typeof first === 'number' ? first - 1 : first, {
    current: -1,
    navigable: all,
    slides,
  })
  if (!found) report('settings.slideshow.firstSlide', `no slide "${first}"; starting at the first`)
  return found?.index ?? 0
}
