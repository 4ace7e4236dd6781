import * as fonts from '@strata/fonts'
import * as layersMedia from '@strata/layers-media'
import * as modal from '@strata/modal'
import * as parallax from '@strata/parallax'
import * as streams from '@strata/streams'
import { factoryOf, type PluginRegistry, registryOf } from './registry'
import { sliderPlugins } from './slider-set'

/**
 * Every plugin Strata ships: the slider set plus media, fonts, modal, parallax and streams, each
 * by its package's public factory. A package that does not export its factory yet is left out
 * until it does (read by name, so its arrival needs no change here).
 */
export const allPlugins: PluginRegistry = {
  ...sliderPlugins,
  ...registryOf({
    'layers-media': factoryOf(layersMedia, 'layersMedia'),
    fonts: factoryOf(fonts, 'fonts'),
    modal: factoryOf(modal, 'modal'),
    parallax: factoryOf(parallax, 'parallax'),
    streams: factoryOf(streams, 'streams'),
  }),
}
