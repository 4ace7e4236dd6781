import type { Slider } from '@strata/core'
import { deepLink } from '@strata/core/page'
import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { PrevNext } from '../PrevNext'
import { SliderReadout } from '../SliderReadout'
import { pageModule } from './page-module'

const module = pageModule('page-deeplink')
const plugins = [slideTitles(), deepLink()]

const expose = (slider: Slider) => {
  window.__slider = slider
  return undefined
}

/** Deep links (docs/behaviour.md §2): `#slide3` or `#pricing` picks the first slide; changes write back. */
export function DeepLinkFixture() {
  return (
    <>
      <p>
        Open with <code>#slide3</code>, <code>#team</code> or <code>#pricing</code>; the hash
        follows the slide shown.
      </p>
      <DemoSlider id="page-deeplink" module={module} plugins={plugins} onSlider={expose}>
        <PrevNext />
        <SliderReadout />
      </DemoSlider>
    </>
  )
}
