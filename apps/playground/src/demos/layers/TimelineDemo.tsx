import type { RawRecord, Slider } from '@strata/core'
import { layersText } from '@strata/layers-text'
import type { gsap } from 'gsap'
import { useState } from 'react'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { SliderReadout } from '../SliderReadout'

const EVENTS = [
  'enterstage',
  'enteredstage',
  'leavestage',
  'leftstage',
  'framestarted',
  'frameended',
] as const

declare global {
  interface Window {
    /** The timeline demos' layer events, `<event>:<layerId>:<scene>.<frame>`, in order. */
    __layerEvents?: string[]
    /** GSAP as the page bundles it, so the tests can look at its global timeline. */
    __gsap?: typeof gsap
  }
}

/** Records every layer event and exposes the slider and GSAP to the browser tests. */
const expose = (slider: Slider) => {
  window.__slider = slider
  // Imported here, not at the top: a static import would evaluate GSAP (and start its ticker) on
  // every demo page, where Strata loads it only for modules whose layers it moves (issue #25).
  void import('gsap').then((m) => {
    window.__gsap = m.gsap
  })
  const events: string[] = []
  window.__layerEvents = events
  slider.pause()
  const offs = EVENTS.map((name) =>
    slider.on(`layers-text:${name}`, (e) =>
      events.push(`${name}:${e.layerId}:${e.scene}.${e.frame}`),
    ),
  )
  return () => {
    for (const off of offs) off()
  }
}

/** A module whose layers play their timelines (layers-text), with Prev/Next and the readout. */
export function TimelineDemo({ module }: { module: RawRecord }) {
  const [plugins] = useState(() => [layersText()])
  return (
    <DemoSlider id={String(module.id)} module={module} plugins={plugins} onSlider={expose}>
      <PrevNext />
      <SliderReadout />
    </DemoSlider>
  )
}
