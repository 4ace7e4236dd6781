import type { Demo } from '../types'
import { ReactBulletsDemo } from './ReactBulletsDemo'

/** The react demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const reactDemos: readonly Demo[] = [
  {
    name: 'react-bullets',
    title: 'React: bullets made with the hooks',
    description:
      '<Slider module plugins> from @strata/react with bullets and a slide log written in React (useSlider, useSliderState, useSliderEvent).',
    Component: ReactBulletsDemo,
  },
]
