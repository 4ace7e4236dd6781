// `@strata/embed/define`: importing it registers <strata-slider> with every plugin (a side effect,
// listed in package.json `sideEffects`).
import { defineSliderElement } from './element/define'
import { allPlugins } from './plugins/all'

defineSliderElement({ plugins: allPlugins })
