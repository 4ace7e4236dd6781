/**
 * `@strata/core/read`: the normaliser for raw data, as `@strata/core/prepared` loads it on
 * demand when it is given raw data rather than a prepared module. Built on its own, unsplit, so
 * a site's bundler makes it one file that shares no chunk with the first download.
 */
export { readRaw } from './normalise/read-raw'
