import type { PartNormaliser } from '@strata/core'
import { isRec, oneOf, record, shape } from '@strata/core/kit'
import { FEED_DEFAULTS, SOURCE_TYPES } from './defaults'

const P = 'settings.source'

/**
 * Fills `settings.feed` from `settings.source`: the type (unknown ones reported, 'gallery' used)
 * and docs/behaviour.md §3 feed settings, read from the type's own record (`source.post.maxPosts`) or
 * from the source itself.
 */
export const streamsPart: PartNormaliser = {
  module(raw, model, report) {
    const src = record(record(raw.settings, () => {}, '').source, () => {}, '')
    const type = oneOf(src.type, SOURCE_TYPES, 'gallery', report, `${P}.type`)
    const own = src[type]
    const feed = shape(
      isRec(own) ? own : src,
      FEED_DEFAULTS,
      report,
      isRec(own) ? `${P}.${type}` : P,
    )
    model.settings.feed = { type, ...feed }
  },
}
