import fullHeight from '../../../e2e/fixtures/real/fidelity-fullheight.module.json?raw'
import stories from '../../../e2e/fixtures/real/fidelity-stories.module.json?raw'
import { fiveSlides } from '../../data/five-slides'
import springLaunch from '../../data/spring-launch.json?raw'

export interface Sample {
  name: string
  label: string
  text: string
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2)

/** Modules the bring-your-own page offers to start from. */
export const SAMPLES: readonly Sample[] = [
  {
    name: 'spring-launch',
    label: 'Spring launch: an exported 6.7 module (3 slides, layers, nav)',
    text: springLaunch,
  },
  {
    name: 'full-height',
    label: 'Full-height hero: a 6.7 export with zones, rows and columns',
    text: fullHeight,
  },
  {
    name: 'stories',
    label: 'Stories: a native 7.1 export with waiting frames, edge words and an add-on layer',
    text: stories,
  },
  { name: 'five-slides', label: 'Five plain slides', text: pretty(fiveSlides('five-slides')) },
  {
    name: 'broken',
    label: 'Broken data: wrong types the report explains',
    text: pretty({
      id: 'broken',
      settings: {
        alias: 'broken',
        size: { width: [1600, 'wide', 1024, 778, 480], height: 'tall' },
        slideshow: { length: 'forever', loop: 'often' },
      },
      slides: { 1: { id: 1, slide: { title: 'Still shown' }, layers: [] }, 2: 'not a slide' },
    }),
  },
]
