/** `@strata/core/loading`: resource registry, image queue, gradients, cookies (docs/behaviour.md §4, §9). */
export * from './services/loading'
