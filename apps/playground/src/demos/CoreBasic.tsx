import { fiveSlides } from '../data/five-slides'
import { slideTitles } from '../plugins/slide-titles'
import { useSlider } from '../useSlider'
import { SliderReadout } from './SliderReadout'

const module = fiveSlides('core-basic')
const plugins = [slideTitles()]

/** The core alone: five slides, buttons outside the module, live state and report. */
export function CoreBasic() {
  const { ref, slider, state, report } = useSlider(module, plugins)
  return (
    <>
      <div ref={ref} className="slider-root" id="core-basic" />
      <p className="controls">
        <button type="button" onClick={() => slider?.prev()} disabled={!slider}>
          Prev
        </button>{' '}
        <button type="button" onClick={() => slider?.next()} disabled={!slider}>
          Next
        </button>{' '}
        {state && state.index >= 0 ? `Slide ${state.index + 1} of ${state.count}` : null}
      </p>
      <SliderReadout state={state} report={report} />
    </>
  )
}
