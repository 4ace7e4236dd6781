import type { Demo } from '../types'
import { MediaFixture } from './MediaFixture'
import { MediaShowcase } from './MediaShowcase'

/** The @strata/layers-media demos. */
export const mediaDemos: readonly Demo[] = [
  {
    name: 'media',
    title: 'Media layers',
    description:
      'A video hero (muted looping background video under its poster, headline, calls to action); image, svg and html5 video layers; YouTube and Vimeo poster facades whose player loads on play (local stand-in players); audio.',
    Component: MediaShowcase,
  },
  {
    name: 'media-fixture',
    title: 'Media layers: fixture',
    description:
      'The media modules the browser tests open: ?m=html5|audio|facade|layout|bad, ?api=fail|slow.',
    fixture: true,
    Component: MediaFixture,
  },
]
