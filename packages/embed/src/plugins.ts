// `@strata/embed/plugins`: every plugin Strata ships, by name, and the slider set.
export { allPlugins } from './plugins/all'
export { corePlugins, sliderPlugins } from './plugins/slider-set'
