/** `@strata/core/loading`: resource registry, image queue, gradients, cookies (SPEC.md §4, §9). */
export * from './services/loading'
