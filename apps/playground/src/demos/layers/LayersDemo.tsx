import type { AnyPlugin, RawRecord, Slider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { useState } from 'react'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { SliderReadout } from '../SliderReadout'

/** Exposes the slider to the browser tests. */
const expose = (slider: Slider): undefined => {
  window.__slider = slider
  slider.pause()
  return undefined
}

export interface LayersDemoProps {
  module: RawRecord
  /** @default () => [layersText()] */
  plugins?: () => AnyPlugin[]
}

/** A module drawn by the layers-text plugin, with its readout; the slider in `window.__slider`. */
export function LayersDemo({ module, plugins = () => [layersText()] }: LayersDemoProps) {
  const [list] = useState(plugins)
  return (
    <DemoSlider id={String(module.id)} module={module} plugins={list} onSlider={expose}>
      <PrevNext />
      <SliderReadout />
    </DemoSlider>
  )
}
