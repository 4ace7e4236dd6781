/** `@strata/core/page`: deep links, scroll to anchor, layer links, actions, observers (SPEC.md §2). */
export * from './services/page'
