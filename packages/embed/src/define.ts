// `@strata/embed/define`: importing it registers <strata-slider> with every plugin (a side effect,
// listed in package.json `sideEffects`).
import { defineSliderElement } from './element/define'
import { allPlugins } from './plugins/all'

// Server rendering and workers have no custom element registry: importing is then harmless.
if (globalThis.customElements) defineSliderElement({ plugins: allPlugins })
