// `@strata/carousel/layout`: the carousel's geometry as pure functions (where each slide sits,
// how it is scaled, turned and faded by its distance from the focus). Its own entry: the plugin
// loads this code in its runtime chunk, only for carousel modules (issue #25).
export { carouselLayout, type Layout, type Pose, poseAt, poseTransform } from './math/pose'
