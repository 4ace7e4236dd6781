import type { RawRecord, RawValue, ReportEntry } from '@strata/core'
import { fillTemplate } from '../placeholders/fill'
import { itemValues } from '../placeholders/item'
import { textOf } from '../placeholders/text'
import { isRec } from '../raw-record'
import type { FetchedType, ItemType } from '../sources/fetched'
import { galleryImages } from '../sources/gallery'
import type { FeedSettings, FeedStatus } from '../types'
import { type FetchOptions, fetchItems } from './fetch-items'
import type { keepOutcome } from './outcome'
import { slideRecord } from './source-slide'
import type { StreamKit } from './stream-kit'
import { resolveTemplates, splitSlides, type Template, templateId } from './templates'

/** The social streams take `count` items, posts and products `maxItems`, a gallery all. */
const SOCIAL = ['flickr', 'facebook', 'instagram', 'twitter', 'vimeo', 'youtube']
function limitOf(type: FetchedType, feed: Omit<FeedSettings, 'status'>): number {
  return SOCIAL.includes(type)
    ? feed.count
    : type === 'wp-gallery'
      ? Number.POSITIVE_INFINITY
      : feed.maxItems
}

/** The id the feed is asked for: a wp-gallery's source ids, else the module's id (docs/behaviour.md §7). */
function feedId(module: RawRecord, type: FetchedType): string {
  const source = isRec(module.settings) ? module.settings.source : undefined
  const own = isRec(source) ? source[type] : undefined
  const ids = isRec(own) ? own.ids : undefined
  if (type === 'wp-gallery' && (typeof ids === 'string' || Array.isArray(ids)) && String(ids))
    return Array.isArray(ids) ? ids.join(',') : ids
  return String(module.id ?? '')
}

/** One slide from one item: the template filled, given its own id and place. */
function buildSlide(
  template: Template,
  item: ReturnType<typeof itemValues>,
  index: number,
  report: ReportEntry[],
  kit: StreamKit,
): RawRecord {
  const filled = fillTemplate(
    template.entry,
    item,
    // A value the template uses twice (the slide's link and a layer's) is one problem.
    (field, message) => {
      const path = `stream.${index}.${field}`
      if (!report.some((e) => e.path === path && e.message === message))
        report.push({ path, message })
    },
    kit,
  ) as RawRecord
  const id = `${templateId(template, kit)}-${index + 1}`
  const record = slideRecord(filled)
  // A slide's own id (in its record or its entry) must not repeat the template's.
  if (record !== filled && record.id != null) record.id = id
  record.order = index + 1
  if (!record.title) record.title = textOf(item.title ?? '', kit)
  // docs/behaviour.md §3 "Stream item": where the slide came from.
  record.sourceSlideId ??= templateId(template, kit)
  return Object.assign(filled, { id })
}

/**
 * What this chunk uses of the code already loaded, given by `expandStream` rather than imported:
 * a module both the first download and this chunk imported would be a file of the first
 * download of its own in a site's bundle (docs/performance-log.md, ninth session).
 */
export interface StreamHost {
  /** The module's feed settings as the normaliser reads them (`readFeed`, problems unreported). */
  feed: Omit<FeedSettings, 'status'>
  isFetched(type: string): type is FetchedType
  keepOutcome: typeof keepOutcome
  /** docs/behaviour.md §8's message for a failed feed (`FEED_NOT_LOADED`). */
  notLoaded: string
  /** Core's helpers, REST client and sanitiser (see {@link StreamKit}). */
  kit: StreamKit
}

/**
 * `expandStream`'s work for data that has a feed (see it for what is built). It is an on-demand
 * chunk: a module without a feed never loads it, nor the sanitiser its placeholders use.
 */
export async function buildStream<T extends RawValue>(
  module: T,
  options: FetchOptions,
  host: StreamHost,
): Promise<T | RawRecord> {
  // Not a module, or destroyed while this chunk loaded: no call goes out, nothing is built.
  if (!isRec(module) || options.signal?.aborted) return module
  const { feed, isFetched, keepOutcome, notLoaded, kit } = host
  const report: ReportEntry[] = []
  const type = feed.type
  const listed =
    type === 'gallery'
      ? galleryImages(module, (path, message) => report.push({ path, message }))
      : []
  if (!isFetched(type) && !listed.length)
    return report.length
      ? keepOutcome({ ...(module as RawRecord) }, { status: 'none', report })
      : module
  const { globals, templates } = splitSlides(module.slides, kit)
  let items: RawValue[] = listed
  let status: FeedStatus = 'loaded'
  if (isFetched(type))
    try {
      items = (await fetchItems(feedId(module, type), options, kit)).slice(0, limitOf(type, feed))
      if (!items.length) status = 'empty'
    } catch (error) {
      // Destroyed meanwhile: nothing is shown, so nothing is said.
      if (options.signal?.aborted) return module
      status = 'failed'
      const why = (error as Error)?.message ?? String(error)
      console.error(`[strata] ${notLoaded} (${type}: ${why})`)
      report.push({ path: 'stream', message: `${notLoaded} (${why})` })
    }
  const slides: Record<string, RawValue> = {}
  for (const { key, entry } of globals) slides[key] = entry
  const used = items.length ? await resolveTemplates(templates, options, report, kit) : []
  if (items.length && !used.length)
    report.push({ path: 'slides', message: `no template slide to build the ${type} items with` })
  if (used.length)
    items.forEach((raw, index) => {
      const template = used[index % used.length] as Template
      const slide = buildSlide(
        template,
        itemValues(type as ItemType, raw, feed.excerptLimit, kit),
        index,
        report,
        kit,
      )
      slides[slide.id as string] = slide
    })
  return keepOutcome({ ...(module as RawRecord), slides }, { status, report })
}
