import type { Slider } from '@strata/core'
import { deepLink } from '@strata/core/page'
import { slideTitles } from '../../plugins/slide-titles'
import { useSlider } from '../../useSlider'
import { SliderReadout } from '../SliderReadout'
import { pageModule } from './page-module'

const module = pageModule('page-deeplink')
const plugins = [slideTitles(), deepLink()]

const expose = (slider: Slider) => {
  window.__slider = slider
  return undefined
}

/** Deep links (SPEC.md §2): `#slide3` or `#pricing` picks the first slide; changes write back. */
export function DeepLinkFixture() {
  const { ref, state, report, slider } = useSlider(module, plugins, expose)
  return (
    <>
      <p>
        Open with <code>#slide3</code>, <code>#team</code> or <code>#pricing</code>; the hash
        follows the slide shown.
      </p>
      <div ref={ref} className="slider-root" id="page-deeplink" />
      <div className="controls">
        <button type="button" onClick={() => slider?.prev()}>
          Prev
        </button>
        <button type="button" onClick={() => slider?.next()}>
          Next
        </button>
      </div>
      <SliderReadout state={state} report={report} />
    </>
  )
}
