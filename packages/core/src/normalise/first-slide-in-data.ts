import type { RawRecord, RawValue } from '../types/model'
import { orderOf } from './near-slides'
import { quiet } from './quiet'
import { isRec } from './safe'
import { items, parseBoolean } from './scalars'
import { preReadSlide } from './slides'

/**
 * The raw entry of the slide a module shows first, read before the module is (a plugin's
 * `prepare`, to ask early for what its first paint needs): by the reader's own rules, the
 * published, non-global slide with the lowest `order` (its place where it has none). Undefined
 * when the slideshow shuffles or names its `firstSlide` (other than `auto`), where a guess would
 * fetch for a slide the module may not show soon, and for data without slides. Hidden slides
 * (`hideOnMobile`) are not looked at: the guess is for the module's first paint at any size.
 * Slides are taken by order and read (`preReadSlide`) only until one qualifies: a module of a
 * thousand slides costs a sort, not a thousand reads.
 */
export function firstSlideInData(data: RawValue, now = Date.now()): RawRecord | undefined {
  if (!isRec(data)) return undefined
  const show = isRec(data.settings) ? data.settings.slideshow : undefined
  if (isRec(show)) {
    const named = show.firstSlide !== undefined && show.firstSlide !== 'auto'
    if (named || parseBoolean(show.shuffle)) return undefined
  }
  let list: [string, RawRecord][] = []
  try {
    list = items(data.slides, quiet, '')
  } catch {
    // Slides behind a getter that throws: the reader reports them; nothing is guessed here.
  }
  const byOrder = list
    .map(([key, entry], place) => ({ key, entry, place, order: orderOf(entry, place) }))
    .filter((s) => !Number.isNaN(s.order))
    .sort((a, b) => a.order - b.order)
  for (const { key, entry, place } of byOrder) {
    try {
      const slide = preReadSlide(entry, key, place, now)
      if (slide && !slide.global) return slide.entry
    } catch {
      // Passed over, as the reader drops a slide whose read throws.
    }
  }
  return undefined
}
