import type { Demo } from '../types'
import { FontsFixture } from './FontsFixture'
import { FontsShowcase } from './FontsShowcase'

/** The @strata/fonts demos. */
export const fontsDemos: readonly Demo[] = [
  {
    name: 'fonts',
    title: 'Web and icon fonts',
    description:
      'A section in Roboto Bold, Lato and Open Sans Italic from the local font provider, each layer drawn in a fallback sized to its text until the web font arrives (nothing moves), with Material Icons arrows and Font Awesome stars. Fonts from Debian packages (Apache 2.0, OFL), licences in public/fonts/.',
    Component: FontsShowcase,
  },
  {
    name: 'fonts-fixture',
    title: 'Fonts: web and icon fonts from a local provider',
    description:
      "Roboto, Lato and Open Sans from the playground's local provider (?delay=500 slows the files), metric-matched fallbacks while they load, a Material Icons ligature and a Font Awesome icon.",
    fixture: true,
    Component: FontsFixture,
  },
]
