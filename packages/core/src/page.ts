/** `@strata/core/page`: deep links, scroll to anchor, layer links, actions, observers (docs/behaviour.md §2). */
export * from './services/page'
