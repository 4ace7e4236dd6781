/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/carousel'

export { CAROUSEL_DEFAULTS } from './defaults'
export { carouselPart } from './normalise'
export type * from './types'
