import type { RawRecord, Slider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { parallax } from '@strata/parallax'
import { useState } from 'react'
import { DemoSlider } from '../../shell/DemoSlider'

/** The plugins of the parallax demos: layers-text builds the layers, parallax moves them. */
export const parallaxPlugins = () => [layersText(), parallax()]

/** Exposes the slider to the browser tests. */
export const expose = (slider: Slider): undefined => {
  window.__slider = slider
  return undefined
}

/** A parallax module; the slider in `window.__slider`. */
export function ParallaxHero({ module }: { module: RawRecord }) {
  const [plugins] = useState(parallaxPlugins)
  return <DemoSlider id={String(module.id)} module={module} plugins={plugins} onSlider={expose} />
}
