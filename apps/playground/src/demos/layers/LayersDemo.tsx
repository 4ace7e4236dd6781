import type { AnyPlugin, RawRecord, Slider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { useState } from 'react'
import { useSlider } from '../../useSlider'
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
  const { ref, slider, state, report } = useSlider(module, list, expose)
  return (
    <>
      <div ref={ref} className="slider-root" id={String(module.id)} />
      <PrevNext slider={slider} />
      <SliderReadout state={state} report={report} />
    </>
  )
}
