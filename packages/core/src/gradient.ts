/**
 * `@strata/core/gradient`: the full gradient reader, loaded on demand by the loading services'
 * `colour` (eased ramps, a report entry per broken field). Built on its own, unsplit, like the
 * sanitiser: a chunk it shared with `@strata/core/loading` would be imported by every first
 * download that uses the loading services (docs/performance-log.md, eighth session).
 */
export { readGradient } from './services/loading/gradient-read'
