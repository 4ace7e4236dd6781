import type { Demo } from '../types'
import { FontsFixture } from './FontsFixture'

/** The @strata/fonts demos. */
export const fontsDemos: readonly Demo[] = [
  {
    name: 'fonts-fixture',
    title: 'Fonts: web and icon fonts from a local provider',
    description:
      "Roboto, Lato and Open Sans from the playground's local provider (?delay=500 slows the files), metric-matched fallbacks while they load, a Material Icons ligature and a Font Awesome icon.",
    fixture: true,
    Component: FontsFixture,
  },
]
