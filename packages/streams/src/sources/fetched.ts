import { STREAM_TYPES } from '../defaults'
import type { StreamType } from '../types'

/** The source types whose slides come from fetched items: the streams and wp-gallery. */
export type FetchedType = StreamType | 'wp-gallery'

/** The source types whose slides are built from items: the fetched ones, and a listed gallery. */
export type ItemType = FetchedType | 'gallery'

// A list, not the mappings: the plugin asks this before it loads any source code.
const FETCHED: readonly string[] = [...STREAM_TYPES, 'wp-gallery']

/** Whether the items of `type` come from the stream data call (a gallery's are in the data). */
export function isFetched(type: string): type is FetchedType {
  return FETCHED.includes(type)
}
