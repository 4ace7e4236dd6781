import { useSlider, useSliderState } from '@strata/react'
import { useSliderReport } from '../shell/slider-hooks'

const whole = <T,>(state: T): T => state

/** Shows the live `slider.state` snapshot and the data report under a demo (inside its `<Slider>`). */
export function SliderReadout() {
  const slider = useSlider()
  const state = useSliderState(whole)
  const report = useSliderReport()
  return (
    <section className="readout">
      <h2>slider.state</h2>
      <pre data-testid="state">{slider ? JSON.stringify(state, null, 2) : 'loading…'}</pre>
      <h2>slider.report</h2>
      {report.length ? (
        <ul data-testid="report">
          {report.map((e, i) => (
            // Entries never change once added, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            <li key={i}>
              <code>{e.path}</code>: {e.message}
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="report">No problems in the data.</p>
      )}
    </section>
  )
}
