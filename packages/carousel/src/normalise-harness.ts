// Shared by the normaliser suites: a carousel module of `slides` slides run through the part.
import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { carouselPart, carouselSettings } from './normalise'

function slide(id: number) {
  return { id, slide: { order: id }, layers: [] }
}
export function run(
  carousel: unknown,
  extra: RawRecord = {},
  slides = 4,
): ReturnType<typeof normaliseModule> {
  return normaliseModule(
    {
      settings: { type: 'carousel', carousel, ...extra } as RawRecord,
      slides: Array.from({ length: slides }, (_, i) => slide(i + 1)),
    },
    { parts: [carouselPart] },
  )
}
export function ofPart(r: { report: { path: string }[] }) {
  return r.report.filter((e) => e.path.startsWith('settings.carousel'))
}
export function settingsOf(r: ReturnType<typeof run>) {
  return carouselSettings(r.model.settings)
}
