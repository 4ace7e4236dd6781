/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/streams'

export { FEED_DEFAULTS, SOURCE_TYPES, STREAM_TYPES } from './defaults'
export { streamsPart } from './normalise'
export type * from './types'
