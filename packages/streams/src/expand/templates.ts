import type { RawRecord, ReportEntry } from '@strata/core'
import { isRec } from '../raw-record'
import type { FetchOptions } from './fetch-items'
import { loadSourceSlide, slideRecord, sourceRef } from './source-slide'
import type { StreamKit } from './stream-kit'

/** A template slide: its key in the data, and its entry (`{ id, slide, layers }` or flat). */
export interface Template {
  key: string
  entry: RawRecord
}

/**
 * The module's slide entries split into global (static) slides, kept as they are, and templates
 * (`parseBoolean`: core's).
 */
export function splitSlides(
  slides: unknown,
  { parseBoolean }: Pick<StreamKit, 'parseBoolean'>,
): { globals: Template[]; templates: Template[] } {
  const list = Array.isArray(slides)
    ? slides.map((entry, i) => [String(i), entry] as const)
    : isRec(slides)
      ? Object.entries(slides)
      : []
  const globals: Template[] = []
  const templates: Template[] = []
  for (const [key, entry] of list) {
    if (!isRec(entry)) continue
    const into = parseBoolean(slideRecord(entry).global) ? globals : templates
    into.push({ key, entry })
  }
  return { globals, templates }
}

/**
 * Each template, its content taken from the source slide of another module when it names one
 * (docs/behaviour.md §3 "Stream item"). An unsuccessful request keeps the local template slide
 * (docs/behaviour.md §8) and says so in `report`. `kit`: core's REST client and `cleanId`.
 */
export function resolveTemplates(
  templates: readonly Template[],
  options: FetchOptions,
  report: ReportEntry[],
  kit: Pick<StreamKit, 'cleanId' | 'createRestClient' | 'splitJsonObjects' | 'succeeded'>,
): Promise<Template[]> {
  return Promise.all(
    templates.map(async (template) => {
      const ref = sourceRef(template.entry, kit)
      if (!ref) return template
      try {
        const entry = await loadSourceSlide(ref, options, kit)
        return { key: template.key, entry }
      } catch (error) {
        report.push({
          path: `slides.${template.key}.sourceSlideId`,
          message: `the source slide could not be loaded (${(error as Error)?.message}); the local template slide is used`,
        })
        return template
      }
    }),
  )
}

/** A template's slide id, for the Stream item record of the slides built from it (`cleanId`: core's). */
export function templateId(
  { key, entry }: Template,
  { cleanId }: Pick<StreamKit, 'cleanId'>,
): string {
  return cleanId(entry.id ?? slideRecord(entry).id) || key
}
