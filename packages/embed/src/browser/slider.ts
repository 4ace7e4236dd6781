// Browser file "slider": core + layers-text + bg-transitions + nav + carousel, GSAP included.
// Loading it registers <strata-slider> with these plugins.
import { defineSliderElement } from '../element/define'
import { sliderPlugins } from '../plugins/slider-set'

export { bgTransitions } from '@strata/bg-transitions'
export { carousel } from '@strata/carousel'
export { layersText } from '@strata/layers-text'
export { nav } from '@strata/nav'
/** The GSAP copy inside the file. */
export { gsap } from 'gsap'
export * from './api'
/** The plugin factories of this file, by name. */
export const plugins = sliderPlugins

defineSliderElement({ plugins })
