import { slideTitles } from '../../plugins/slide-titles'
import { useSlider } from '../../useSlider'
import { SliderReadout } from '../SliderReadout'
import { gradientBackgrounds } from './gradient-backgrounds'
import { gradientSlides } from './gradient-slides'

const module = gradientSlides('loading-gradients')
const plugins = [slideTitles(), gradientBackgrounds()]

/** Five slides painted from gradient data: linear (180 → 180.1), radial, eased, solid, broken. */
export function LoadingGradients() {
  const { ref, state, report } = useSlider(module, plugins)
  return (
    <>
      <div ref={ref} className="slider-root" id="loading-gradients" />
      <SliderReadout state={state} report={report} />
    </>
  )
}
