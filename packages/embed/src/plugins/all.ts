import { fonts } from '@strata/fonts'
import { layersMedia } from '@strata/layers-media'
import { modal } from '@strata/modal'
import { parallax } from '@strata/parallax'
import { streams } from '@strata/streams'
import type { PluginRegistry } from './registry'
import { sliderPlugins } from './slider-set'

/**
 * Every plugin Strata ships: the slider set plus media, fonts, modal, parallax and streams, each
 * by its package's public factory. Named imports, not the packages' namespaces: a bundle then
 * holds only the factories and what they use, and a namespace object needs no helper of its own
 * (issue #25).
 */
export const allPlugins: PluginRegistry = {
  ...sliderPlugins,
  'layers-media': () => layersMedia(),
  fonts: () => fonts(),
  modal: () => modal(),
  parallax: () => parallax(),
  streams: () => streams(),
}
