// Public entry of @strata/embed: the custom element and the drop-in mode for sites that choose
// their plugins. `@strata/embed/plugins` has every plugin by name; `@strata/embed/define`
// registers <strata-slider> with all of them; dist/browser/ holds the script-tag files.

export { type DropIn, type DropInOptions, MODULE_SELECTOR, startDropIn } from './drop-in/drop-in'
export { type FallbackBackground, fillEmptySlides, readFallbacks } from './drop-in/fallback'
export type { PreSizeEntry, Sr7Globals } from './drop-in/globals'
export { type PreSizing, preSizeCss, readPreSizing } from './drop-in/presize'
export { installPreSizing, preSize } from './drop-in/presize-hook'
export {
  defineSliderElement,
  OBSERVED_ATTRIBUTES,
  OPT_IN_PLUGINS,
  type SliderElementOptions,
  type StrataSliderElement,
} from './element/define'
export { domEventName, FORWARDED_EVENTS, forwardEvents } from './element/events'
export { type ElementSource, INLINE_SELECTOR, pluginNames, readSource } from './element/source'
export { pluginsFor } from './plugins/needs'
export {
  factoryOf,
  type PluginRegistry,
  pluginKey,
  registryOf,
  resolvePlugins,
} from './plugins/registry'
