// Server-side helpers: what a page needs before any script runs (the React SSR shell uses it),
// and `prepareModule`, which reads a module ahead for `@strata/core/prepared`.
export { moduleBoxCss } from './layout/box-css'
export type { PreparedModule } from './prepared/format'
export { type PrepareModuleOptions, prepareModule } from './prepared/prepare-module'
