import '@strata/nav'
import type { AnyPlugin, RawRecord, Slider } from '@strata/core'
import { useState } from 'react'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import './globals'

/** Exposes the slider, the slides it lands on and the slideshow's progress to the tests. */
const expose =
  (pause: boolean) =>
  (slider: Slider): (() => void) => {
    window.__navSlider = slider
    window.__navSlides = []
    window.__navProgress = 0
    if (pause) slider.pause()
    const offs = [
      slider.on('slide:after', ({ index }) => {
        window.__navSlides?.push(index)
        // A new slide's time starts at 0, as its progress bar does.
        window.__navProgress = 0
      }),
      slider.on('slideshow:progress', ({ progress }) => {
        window.__navProgress = progress
      }),
    ]
    return () => {
      for (const off of offs) off()
    }
  }

export interface NavFixtureProps {
  id: string
  module: RawRecord
  plugins: () => AnyPlugin[]
  /** Stop the slideshow, so only the test's input moves the slides. */
  pause: boolean
}

/**
 * A nav test page: the module, its readout, and a tall spacer so the page can scroll past it
 * (the wheel hands over to the page at the ends).
 */
export function NavFixture({ id, module, plugins, pause }: NavFixtureProps) {
  const [list] = useState(plugins)
  return (
    <DemoSlider id={id} module={module} plugins={list} onSlider={expose(pause)}>
      <SliderReadout />
      <div style={{ height: '150vh' }} />
    </DemoSlider>
  )
}
