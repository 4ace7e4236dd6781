import { slideTitles } from '../../plugins/slide-titles'
import { DemoSlider } from '../../shell/DemoSlider'
import { SliderReadout } from '../SliderReadout'
import { gradientBackgrounds } from './gradient-backgrounds'
import { gradientSlides } from './gradient-slides'

const module = gradientSlides('loading-gradients')
const plugins = [slideTitles(), gradientBackgrounds()]

/** Five slides painted from gradient data: linear (180 → 180.1), radial, eased, solid, broken. */
export function LoadingGradients() {
  return (
    <DemoSlider id="loading-gradients" module={module} plugins={plugins}>
      <SliderReadout />
    </DemoSlider>
  )
}
