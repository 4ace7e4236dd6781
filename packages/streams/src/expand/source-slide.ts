import type { RawRecord, RawValue } from '@strata/core'
import { isRec } from '../raw-record'
import { type FetchOptions, parseAnswer } from './fetch-items'
import type { StreamKit } from './stream-kit'

/** docs/behaviour.md §3 "Stream item": where a template slide's content lives in another module. */
export interface SourceRef {
  slideId: string
  moduleId: string
  engine: 6 | 7
}

/** A template slide's record: the `slide` of a wrapped entry, else the entry itself. */
export function slideRecord(entry: RawRecord): RawRecord {
  return isRec(entry.slide) ? entry.slide : entry
}

/** The template slide's source in another module, when it names one (`cleanId`: core's). */
export function sourceRef(
  entry: RawRecord,
  { cleanId }: Pick<StreamKit, 'cleanId'>,
): SourceRef | undefined {
  const r = slideRecord(entry)
  const slideId = cleanId(r.sourceSlideId)
  const moduleId = cleanId(r.sourceModuleId)
  if (!slideId || !moduleId) return undefined
  return { slideId, moduleId, engine: String(r.sourceModuleEngine) === '6' ? 6 : 7 }
}

/** The slide `wanted` in a full object answer's `slides` (keyed by id, or a list). */
function findSlide(
  slides: RawValue | undefined,
  wanted: string,
  { cleanId }: Pick<StreamKit, 'cleanId'>,
): RawRecord | undefined {
  const list = isRec(slides)
    ? Object.entries(slides)
    : Array.isArray(slides)
      ? [...slides.entries()]
      : []
  for (const [key, entry] of list)
    if (isRec(entry) && (cleanId(String(key)) === wanted || cleanId(entry.id) === wanted))
      return entry
  return undefined
}

/**
 * The source slide from its module, through the full slider object call with `slideid`
 * (docs/behaviour.md §7): ajax `get_full_slider_object` when the site gives an ajax URL and no REST
 * base, else REST `sliderrevolution/sliders/{id}`. Rejects when it is not in the answer. `kit`:
 * core's REST client and `cleanId`, handed to the chunk.
 */
export async function loadSourceSlide(
  ref: SourceRef,
  options: FetchOptions,
  kit: Pick<StreamKit, 'cleanId' | 'createRestClient' | 'splitJsonObjects' | 'succeeded'>,
): Promise<RawRecord> {
  const rest = options.rest ?? {}
  const client = kit.createRestClient({ ...rest, signal: options.signal })
  const query = { id: ref.moduleId, slideid: ref.slideId, engine: ref.engine } as const
  const answer =
    rest.ajaxUrl && !rest.base
      ? await client.fullSlider(query)
      : // Read as the feed's answer is: a JSON string of it, or glued to another (docs/behaviour.md §7).
        parseAnswer(
          await client.get.slider(ref.moduleId, { slideid: ref.slideId, srengine: ref.engine }),
          kit,
        )
  const slide = kit.succeeded(answer) ? findSlide(answer.slides, ref.slideId, kit) : undefined
  if (!slide)
    throw new Error(`slide "${ref.slideId}" of module "${ref.moduleId}" is not in the answer`)
  return slide
}
