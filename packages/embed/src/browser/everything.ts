// Browser file "everything": core and every plugin package, GSAP included. Loading it registers
// <strata-slider> with every plugin.
import { defineSliderElement } from '../element/define'
import { allPlugins } from '../plugins/all'

export { bgTransitions } from '@strata/bg-transitions'
export { carousel } from '@strata/carousel'
export { layersText } from '@strata/layers-text'
export { nav } from '@strata/nav'
export * from './api'
/** The plugin factories of this file, by name. */
export const plugins = allPlugins

defineSliderElement({ plugins })
