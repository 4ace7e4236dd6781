import { bgTransitions } from '@strata/bg-transitions'
import { carousel } from '@strata/carousel'
import type { AnyPlugin } from '@strata/core'
import { actions } from '@strata/core/page'
import { fonts } from '@strata/fonts'
import { layersMedia } from '@strata/layers-media'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'
import { parallax } from '@strata/parallax'
import { streams } from '@strata/streams'
import { lato, openSans, openSansItalic, roboto, roboto700 } from '../demos/fonts/served-metrics'

/**
 * The playground's local font provider (server/packages/fonts.mjs): the network is closed, and a
 * site would point `base` at its own mirror the same way.
 */
export const LOCAL_FONTS = '/fonts-api'

/**
 * Every plugin Strata ships, as a site would install them: what a module exported from a site
 * needs to show as designed. Each plugin reads its own part of the data and does nothing when
 * the module does not use it (carousel() on a standard slider, nav() without controls). `modal()`
 * is left out: installing it makes a module a pop-up. A fresh set per call.
 */
export const allPlugins = (): readonly AnyPlugin[] => [
  layersText(),
  layersMedia(),
  bgTransitions(),
  nav(),
  carousel(),
  parallax(),
  fonts({ base: LOCAL_FONTS, metrics: [roboto, roboto700, lato, openSans, openSansItalic] }),
  streams(),
  actions(),
]
