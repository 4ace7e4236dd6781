// Every plugin's factory and the API of the browser files, and <strata-slider> defined with every
// plugin: the "everything" file without GSAP's export. Built alone as the ES module with
// on-demand chunks (esm/strata.js, docs/embed.md), where GSAP, SplitText, 3D transitions, video
// and feeds load only for the modules that use them.
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
