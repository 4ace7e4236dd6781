import { Slider, useSlider, useSliderEvent } from '@strata/react'
import { useState } from 'react'
import { fiveSlides } from '../../data/five-slides'
import { slideTitles } from '../../plugins/slide-titles'
import { useShowInDemoShell } from '../../shell/shell-context'
import { ReactBullets } from './ReactBullets'

// Module scope: the same objects on every render, so the slider is never re-initialised.
const module = fiveSlides('react-bullets')
const plugins = [slideTitles()]

/** Hands the hooks' slider to the demo page, whose panels show its data, model and report. */
function ShowInShell() {
  useShowInDemoShell(useSlider(), module)
  return null
}

/** The last slide changes, heard through useSliderEvent. */
function SlideLog() {
  const [log, setLog] = useState<string[]>([])
  useSliderEvent('slide:after', ({ index, prevIndex }) =>
    setLog((l) => [`slide:after ${prevIndex} → ${index}`, ...l].slice(0, 5)),
  )
  return (
    <ul className="hint" data-testid="slide-log" aria-label="Slide changes">
      {log.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: newest first, capped list
        <li key={i}>{line}</li>
      ))}
    </ul>
  )
}

/** @strata/react's one-piece Slider with bullets and a log made in React through the hooks. */
export function ReactBulletsDemo() {
  return (
    <Slider module={module} plugins={plugins} className="slider-root" id="react-bullets">
      <ReactBullets />
      <SlideLog />
      <ShowInShell />
    </Slider>
  )
}
