// Public entry of @strata/embed: the custom element and the drop-in mode for sites that choose
// their plugins. `@strata/embed/plugins` has every plugin by name; `@strata/embed/define`
// registers <strata-slider> with all of them; dist/browser/ holds the script-tag files.
// Only what a site calls is exported: the readers and registries behind these stay internal.

export { type DropIn, type DropInOptions, MODULE_SELECTOR, startDropIn } from './drop-in/drop-in'
export type { PreSizeEntry, Sr7Globals } from './drop-in/globals'
export { preSize } from './drop-in/presize-hook'
export {
  defineSliderElement,
  OBSERVED_ATTRIBUTES,
  OPT_IN_PLUGINS,
  type SliderElementOptions,
  type StrataSliderElement,
} from './element/define'
export { FORWARDED_EVENTS } from './element/events'
export type { ElementSource } from './element/source'
export { pluginsFor } from './plugins/needs'
export type { PluginRegistry } from './plugins/registry'
