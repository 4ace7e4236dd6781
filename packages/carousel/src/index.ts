export { CAROUSEL_DEFAULTS } from './defaults'
export { carouselLayout, type Layout, type Pose, poseAt, poseTransform } from './math/pose'
export { carouselPart } from './normalise'
export type { CarouselApi, CarouselOptions } from './plugin/api'
export { carousel } from './plugin/carousel'
export { LAYERS_ATTR } from './plugin/layers-flag'
export type * from './types'

/** The package's name. */
export const packageName = '@strata/carousel'
