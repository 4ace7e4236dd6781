export { FEED_DEFAULTS, SOURCE_TYPES, STREAM_TYPES } from './defaults'
export { streamsPart } from './normalise'
export type * from './types'
