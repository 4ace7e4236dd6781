import type { RawValue } from '@strata/core'
import type { StreamKit } from '../expand/stream-kit'
import type { ItemType } from '../sources/fetched'
import { SOURCE_MAPPINGS } from '../sources/mappings'
import type { FeedItem } from '../sources/types'
import { excerpt } from './text'

/**
 * One raw feed item of `type` as the placeholders' values: the source's fields in whole words,
 * and `excerpt`, the first `excerptLimit` words of the item's own excerpt, else of its content
 * (docs/behaviour.md §3 "excerptLimit 55"). `kit`: core's helpers the chunk is handed.
 */
export function itemValues(
  type: ItemType,
  raw: RawValue,
  excerptLimit: number,
  kit: Pick<StreamKit, 'stripMarkup'>,
): FeedItem {
  const item = SOURCE_MAPPINGS[type](raw)
  return { ...item, excerpt: excerpt(item.excerpt || item.content || '', excerptLimit, kit) }
}
