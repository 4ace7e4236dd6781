import type { Slider } from '@strata/core'
import { fiveSlides } from '../data/five-slides'
import type { RecordedEvent } from '../fixture-globals'
import { delayTransition } from '../plugins/delay-transition'
import { slideTitles } from '../plugins/slide-titles'
import { DemoSlider } from '../shell/DemoSlider'
import { SliderReadout } from './SliderReadout'

const module = fiveSlides('core-nav-fixture')
const plugins = [slideTitles(), delayTransition(400)]

/** Exposes the slider and every slide event to the browser tests (e2e/core-navigation). */
function expose(slider: Slider): () => void {
  const events: RecordedEvent[] = []
  window.__events = events
  window.__slider = slider
  // Only the tests move this slider: a slideshow step would race their requests.
  slider.pause()
  const offs = [
    slider.on('slide:before', (e) =>
      events.push({ type: 'slide:before', t: performance.now(), ...e }),
    ),
    slider.on('slide:after', (e) =>
      events.push({ type: 'slide:after', t: performance.now(), ...e }),
    ),
  ]
  return () => {
    for (const off of offs) off()
  }
}

export function CoreNavFixture() {
  return (
    <DemoSlider id="core-nav-fixture" module={module} plugins={plugins} onSlider={expose}>
      <SliderReadout />
    </DemoSlider>
  )
}
