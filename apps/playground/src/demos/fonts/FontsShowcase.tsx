import { bgTransitions } from '@strata/bg-transitions'
import type { Slider } from '@strata/core'
import { actions } from '@strata/core/page'
import { fonts } from '@strata/fonts'
import { layersText } from '@strata/layers-text'
import { DemoSlider } from '../../shell/DemoSlider'
import { lato, openSans, openSansItalic, roboto, roboto700 } from './served-metrics'
import { FONTS_SHOWCASE } from './showcase-data'

const plugins = [
  bgTransitions(),
  layersText(),
  // The playground's local provider (server/packages/fonts.mjs), with the served files' metrics.
  fonts({ base: '/fonts-api/', metrics: [roboto, roboto700, lato, openSans, openSansItalic] }),
  actions(),
]

/** The slider, for the browser tests (e2e/fonts-load.spec.ts). */
const expose = (slider: Slider): undefined => {
  window.__slider = slider
  return undefined
}

/** A section in web fonts from the local provider, with Material Icons arrows and Font Awesome stars. */
export function FontsShowcase() {
  return (
    <DemoSlider id="fonts-showcase" module={FONTS_SHOWCASE} plugins={plugins} onSlider={expose} />
  )
}
