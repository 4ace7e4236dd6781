import type { RawRecord, RawValue } from '../types/model'
import { guard, isRec } from './safe'
import { items, parseBoolean } from './scalars'
import { preReadSlide, type SlideStub } from './slides'

const quiet = () => {}

/**
 * The raw entry of the slide a module shows first, read before the module is (a plugin's
 * `prepare`, to ask early for what its first paint needs): by the reader's own rules, the
 * published, non-global slide with the lowest `order` (its place where it has none). Undefined
 * when the slideshow shuffles or names its `firstSlide` (other than `auto`), where a guess would
 * fetch for a slide the module may not show soon, and for data without slides. Hidden slides
 * (`hideOnMobile`) are not looked at: the guess is for the module's first paint at any size.
 */
export function firstSlideInData(data: RawValue, now = Date.now()): RawRecord | undefined {
  if (!isRec(data)) return undefined
  const show = isRec(data.settings) ? data.settings.slideshow : undefined
  if (isRec(show)) {
    const named = show.firstSlide !== undefined && show.firstSlide !== 'auto'
    if (named || parseBoolean(show.shuffle)) return undefined
  }
  let first: SlideStub | undefined
  // A slide whose read throws (a getter in hand-made data) is passed over, as the reader drops it.
  items(data.slides, quiet, '').forEach(([key, entry], place) => {
    guard(
      () => {
        const slide = preReadSlide(entry, key, place, now)
        if (slide && !slide.global && (!first || slide.order < first.order)) first = slide
      },
      quiet,
      '',
    )
  })
  return first?.entry
}
