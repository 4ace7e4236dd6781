import { shuffle } from '../slideshow/shuffle'
import type { ModuleModel, SlideModel } from '../types/model'

/** What a slide's place in the module needs: a full slide, or a lazy model's stub of one. */
type Placed = Pick<SlideModel, 'order' | 'global'> & {
  index?: number
  slideshow: Pick<SlideModel['slideshow'], 'hideAfterLoops' | 'hideOnMobile'>
}

type Hidden = ModuleModel['hidden'][number]

/**
 * Puts the shown slides in play order: sorted by `order` (stably), shuffled once when
 * `slideshow.shuffle` is on (docs/behaviour.md §3), global slides apart, each list indexed
 * from 0; returns the slides, the global slides and the slides that may hide. Shared by the
 * normaliser and a prepared module's opening, so both place slides alike. Sorts `found` in
 * place; one loop, since it runs per slide at init.
 */
export function placeSlides<T extends Placed>(found: T[], shuffled: boolean): [T[], T[], Hidden[]] {
  const slides: T[] = []
  const globalSlides: T[] = []
  const hidden: Hidden[] = []
  found.sort((a, b) => a.order - b.order)
  if (shuffled) shuffle(found)
  for (const s of found) {
    const { hideAfterLoops, hideOnMobile } = s.slideshow
    s.index = (s.global ? globalSlides : slides).push(s) - 1
    if (!s.global && (hideAfterLoops > 0 || hideOnMobile))
      hidden.push({ index: s.index, hideAfterLoops, hideOnMobile })
  }
  return [slides, globalSlides, hidden]
}
