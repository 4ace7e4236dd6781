import { num, type PartNormaliser, record, shape } from '@strata/core'
import { CAROUSEL_DEFAULTS } from './defaults'
import type { CarouselSettings } from './types'

const P = 'settings.carousel'
const none = () => {}

/**
 * Fills `settings.carousel` with SPEC.md §3 defaults and applies the §5/§9 limits. Problems are
 * reported only for carousel modules: other types carry these settings unused.
 */
export const carouselPart: PartNormaliser = {
  module(raw, model, report) {
    const s = model.settings
    const rep = s.type === 'carousel' ? report : none
    const c: CarouselSettings = shape(
      record(raw.settings, none, '').carousel,
      CAROUSEL_DEFAULTS,
      rep,
      P,
    )
    const a = 360 / Math.max(1, model.slides.length)
    const limits = [
      // "Carousel maxV minimum is 1 (3 for 3d spin)."
      ['maxV', c.spin === '3d' ? 3 : 1, 1 / 0],
      // "Spin angle is limited to plus or minus 360 divided by slide count."
      ['spinA', -a, a],
      // §9 "dur 800 ms, capped to slide length".
      ['dur', 0, s.slideshow.length],
      // Percentages.
      ['minS', 0, 100],
      ['maxO', 0, 100],
      // Lengths and angles that only make sense in a range.
      ['space', 0, 1 / 0],
      ['maxR', -360, 360],
      ['perspective', 1, 1 / 0],
    ] as const
    for (const [k, min, max] of limits) c[k] = num(c[k], c[k], rep, `${P}.${k}`, { min, max })
    s.carousel = c
  },
}
