import { fiveSlides } from '../data/five-slides'
import { slideTitles } from '../plugins/slide-titles'
import { DemoSlider } from '../shell/DemoSlider'
import { PrevNext } from './PrevNext'
import { SliderReadout } from './SliderReadout'

const module = fiveSlides('core-basic')
const plugins = [slideTitles()]

/** The core alone: five slides, buttons outside the module, live state and report. */
export function CoreBasic() {
  return (
    <DemoSlider id="core-basic" module={module} plugins={plugins}>
      <PrevNext count />
      <SliderReadout />
    </DemoSlider>
  )
}
