// Shared by the normaliser suites: a carousel module of `slides` slides run through the part.
import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { carouselPart, carouselSettings } from './normalise'

const slide = (id: number) => ({ id, slide: { order: id }, layers: [] })
export const run = (
  carousel: unknown,
  extra: RawRecord = {},
  slides = 4,
): ReturnType<typeof normaliseModule> =>
  normaliseModule(
    {
      settings: { type: 'carousel', carousel, ...extra } as RawRecord,
      slides: Array.from({ length: slides }, (_, i) => slide(i + 1)),
    },
    { parts: [carouselPart] },
  )
export const ofPart = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => e.path.startsWith('settings.carousel'))
export const settingsOf = (r: ReturnType<typeof run>) => carouselSettings(r.model.settings)
