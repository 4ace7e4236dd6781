import type { PartNormaliser, RawRecord, RawValue, Reporter } from '@strata/core'
import { isRec, oneOf, record, shape } from '@strata/core/kit'
import { FEED_DEFAULTS, SOURCE_TYPES } from './defaults'
import { streamOutcome } from './expand/outcome'
import type { FeedSettings } from './types'

const P = 'settings.source'

/** A record in the data, or {} for anything else, unreported (core reports `settings.source`). */
export function recordOf(value: RawValue): RawRecord {
  return record(value, () => {}, '')
}

/**
 * The feed settings of raw module data: the type (unknown ones reported, 'gallery' used) and
 * docs/behaviour.md §3 feed settings, read from the type's own record (`source.post.maxPosts`)
 * or from the source itself.
 */
export function readFeed(raw: RawRecord, report: Reporter): Omit<FeedSettings, 'status'> {
  const src = recordOf(recordOf(raw.settings).source)
  const type = oneOf(src.type, SOURCE_TYPES, 'gallery', report, `${P}.type`)
  const own = src[type]
  const feed = shape(isRec(own) ? own : src, FEED_DEFAULTS, report, isRec(own) ? `${P}.${type}` : P)
  return { type, ...feed }
}

/**
 * Fills `settings.feed` from `settings.source`, and, for data that `expandStream` built, the
 * feed's outcome (`status`) and the problems found in the feed (added to the module's report).
 */
export const streamsPart: PartNormaliser = {
  module(raw, model, report) {
    const outcome = streamOutcome(raw)
    model.settings.feed = { ...readFeed(raw, report), status: outcome?.status ?? 'none' }
    for (const entry of outcome?.report ?? []) report(entry.path, entry.message)
  },
}
