import { carousel } from '@strata/carousel'
import type { AnyPlugin, RawRecord, Slider } from '@strata/core'
import { useState } from 'react'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { SliderReadout } from '../SliderReadout'
import { carouselPaint } from './paint'

/** The plugins of every carousel demo: titles and colours stand in for layers. */
export const carouselPlugins = (): AnyPlugin[] => [slideTitles(), carouselPaint(), carousel()]

/** Exposes the slider to the browser tests; fixtures are moved only by their tests. */
const expose =
  (pause: boolean) =>
  (slider: Slider): undefined => {
    window.__slider = slider
    if (pause) slider.pause()
    return undefined
  }

export interface CarouselDemoProps {
  id: string
  module: RawRecord
  /** Stop the slideshow, so only the test moves the strip. @default false */
  pause?: boolean
}

/** A carousel module with its readout; the slider is in `window.__slider`. */
export function CarouselDemo({ id, module, pause = false }: CarouselDemoProps) {
  const [plugins] = useState(carouselPlugins)
  return (
    <DemoSlider id={id} module={module} plugins={plugins} onSlider={expose(pause)}>
      <PrevNext />
      <SliderReadout />
    </DemoSlider>
  )
}
