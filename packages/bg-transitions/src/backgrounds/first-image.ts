import type { RawRecord, RawValue } from '@strata/core'
import { entries, isRec, parseBoolean, parseNumber } from '@strata/core/kit'
import { readBackground } from './bg-data'

const ignore = (): void => {}

/**
 * The background image of the slide a module shows first, read from its raw data before it is
 * normalised (the plugin's `prepare`), so that image can be asked for early: the slide with the
 * lowest `order` (its place in the data where it has none; global slides aside), as core orders
 * them. None when the slideshow shuffles or names its first slide (`firstSlide`): a guess there
 * would fetch an image the module may not show soon.
 */
export function firstBgImage(data: RawValue): string | undefined {
  if (!isRec(data)) return undefined
  const slideshow = isRec(data.settings) ? data.settings.slideshow : undefined
  if (isRec(slideshow)) {
    const first = slideshow.firstSlide
    if (parseBoolean(slideshow.shuffle) || (first !== undefined && first !== 'auto'))
      return undefined
  }
  let best: { order: number; layers: RawValue } | undefined
  entries(data.slides, ignore, '').forEach(([, entry], place) => {
    if (!isRec(entry)) return
    const meta: RawRecord =
      Object.hasOwn(entry, 'slide') && isRec(entry.slide) ? entry.slide : entry
    if (parseBoolean(meta.global) || parseBoolean(entry.global)) return
    const order = parseNumber(meta.order) ?? place
    if (!best || order < best.order) best = { order, layers: entry.layers }
  })
  return best && readBackground(best.layers, '').image?.src
}
