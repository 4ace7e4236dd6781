export { CAROUSEL_DEFAULTS } from './defaults'
// The layout functions are `@strata/carousel/layout`: only a carousel module's runtime needs them.
export type { Layout, Pose } from './math/pose'
export { carouselPart, carouselSettings } from './normalise'
export type { CarouselApi, CarouselOptions } from './plugin/api'
export { carousel } from './plugin/carousel'
export { LAYERS_ATTR } from './plugin/layers-attr'
export type * from './types'
