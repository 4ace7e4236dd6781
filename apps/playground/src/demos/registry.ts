import { bgDemos } from './bg'
import { CoreBasic } from './CoreBasic'
import { CoreNavFixture } from './CoreNavFixture'
import { carouselDemos } from './carousel'
import { fontsDemos } from './fonts'
import { layersDemos } from './layers'
import { loadingDemos } from './loading'
import { mediaDemos } from './media'
import { modalDemos } from './modal'
import { navDemos } from './nav'
import { pageDemos } from './page'
import { parallaxDemos } from './parallax'
import { reactDemos } from './react'
import { servicesDemos } from './services'
import { showcaseDemos } from './showcase'
import { streamsDemos } from './streams'
import type { Demo } from './types'

export type { Demo } from './types'

const coreDemos: readonly Demo[] = [
  {
    name: 'core-basic',
    title: 'Core: basic slider',
    description: 'Five slides, external Prev / Next buttons, live state and the data report.',
    Component: CoreBasic,
  },
  {
    name: 'core-nav-fixture',
    title: 'Core: navigation fixture',
    description: 'A 400 ms transition; events in window.__events, the slider in window.__slider.',
    fixture: true,
    Component: CoreNavFixture,
  },
]

/** Every demo; each area keeps its own list in its folder. */
export const demos: readonly Demo[] = [
  ...showcaseDemos,
  ...coreDemos,
  ...carouselDemos,
  ...navDemos,
  ...reactDemos,
  ...servicesDemos,
  ...loadingDemos,
  ...pageDemos,
  ...bgDemos,
  ...layersDemos,
  ...mediaDemos,
  ...fontsDemos,
  ...modalDemos,
  ...parallaxDemos,
  ...streamsDemos,
]

export const findDemo = (name: string): Demo | undefined => demos.find((d) => d.name === name)
