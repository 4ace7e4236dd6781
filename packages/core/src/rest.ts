/** `@strata/core/rest`: REST and ajax calls, and loading a module by id or alias (docs/behaviour.md §7). */
export * from './services/rest'
