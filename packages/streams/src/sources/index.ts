// `@strata/streams/sources`. The feed chunk imports the mappings from their own file: through
// this one it would also import `isFetched`, which the plugin imports too, and a module both
// import is a file of a site's first download of its own (docs/performance-log.md, ninth session).
export { type FetchedType, type ItemType, isFetched } from './fetched'
export { SOURCE_MAPPINGS } from './mappings'
