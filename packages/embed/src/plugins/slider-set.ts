import { bgTransitions } from '@strata/bg-transitions'
import { carousel } from '@strata/carousel'
import { actions, deepLink } from '@strata/core/page'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'
import { lazySlides } from './lazy-slides'
import type { PluginRegistry } from './registry'

/** Core's optional plugins every browser file carries (data decides whether they are used). */
export const corePlugins: PluginRegistry = {
  actions: () => actions(),
  'deep-link': () => deepLink(),
  'lazy-slides': () => lazySlides(),
}

/** The slider set: core + layers-text + bg-transitions + nav + carousel (and core's plugins). */
export const sliderPlugins: PluginRegistry = {
  'layers-text': () => layersText(),
  'bg-transitions': () => bgTransitions(),
  nav: () => nav(),
  carousel: () => carousel(),
  ...corePlugins,
}
