import { bgTransitions } from '@strata/bg-transitions'
import { carousel } from '@strata/carousel'
import type { AnyPlugin } from '@strata/core'
import { actions } from '@strata/core/page'
import { layersText } from '@strata/layers-text'
import { nav } from '@strata/nav'

/**
 * Every plugin Strata ships, with its defaults: what a module exported from a site needs to show
 * as designed. Each plugin reads its own part of the data and does nothing when the module does
 * not use it (carousel() on a standard slider, nav() without controls). A fresh set per call.
 */
export const allPlugins = (): readonly AnyPlugin[] => [
  layersText(),
  bgTransitions(),
  nav(),
  carousel(),
  actions(),
]
