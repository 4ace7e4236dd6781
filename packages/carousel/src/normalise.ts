import type { ModuleSettings, PartNormaliser } from '@strata/core'
import { absent, num, quiet, record, shape } from '@strata/core/kit'
import { CAROUSEL_DEFAULTS } from './defaults'
import type { CarouselSettings } from './types'

const P = 'settings.carousel'

type NumberKey = {
  [K in keyof CarouselSettings]: CarouselSettings[K] extends number ? K : never
}[keyof CarouselSettings]
/** A field the normaliser limits, the export key it reports at when the data uses it, and the range. */
type Limit = readonly [NumberKey, string, number, number]

/**
 * Fills `settings.carousel` with docs/behaviour.md §3 defaults and applies the §5/§9 limits. Problems are
 * reported only for carousel modules: other types carry these settings unused.
 */
export const carouselPart: PartNormaliser = {
  module(raw, model, report) {
    const s = model.settings
    const rep = s.type === 'carousel' ? report : quiet
    const data = record(raw.settings, quiet, '').carousel
    // The data's own record (shape reports one that is not), for where a limit was written.
    const own = record(data, quiet, '')
    const c: CarouselSettings = shape(data, CAROUSEL_DEFAULTS, rep, P)
    const a = 360 / Math.max(1, model.slides.length)
    const limits: readonly Limit[] = [
      // "Carousel maxV minimum is 1 (3 for 3d spin)."
      ['maxVisible', 'maxV', c.spin === '3d' ? 3 : 1, 1 / 0],
      // "Spin angle is limited to plus or minus 360 divided by slide count."
      ['spinAngle', 'spinA', -a, a],
      // §9 "dur 800 ms, capped to slide length".
      ['duration', 'dur', 0, s.slideshow.length],
      // Percentages.
      ['minScale', 'minS', 0, 100],
      ['maxOpacity', 'maxO', 0, 100],
      // Lengths and angles that only make sense in a range.
      ['space', 'space', 0, 1 / 0],
      ['maxRotation', 'maxR', -360, 360],
      ['perspective', 'perspective', 1, 1 / 0],
      ['paddingTop', 'pT', 0, 1 / 0],
      ['paddingBottom', 'pB', 0, 1 / 0],
    ]
    for (const [k, exportKey, min, max] of limits) {
      // Reported where the data wrote it: the long name when given, else the export's key. A
      // default past its limit (dur 800 with 500 ms slides) is capped in silence: valid data
      // that leaves the key out gives no report entry.
      const key = Object.hasOwn(own, k) ? k : exportKey
      c[k] = num(c[k], c[k], absent(own[key]) ? quiet : rep, `${P}.${key}`, { min, max })
    }
    s.carousel = c
  },
}

/** The module's carousel settings: the normalised slice, or the defaults where it never ran. */
export function carouselSettings(settings: ModuleSettings): CarouselSettings {
  return settings.carousel ?? shape({}, CAROUSEL_DEFAULTS, quiet, P)
}
