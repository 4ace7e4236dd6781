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

/** A feature area of the gallery and its demos. */
export interface DemoGroup {
  title: string
  demos: readonly Demo[]
}

/** Every demo by feature, in the gallery's order; each area keeps its own list in its folder. */
export const demoGroups: readonly DemoGroup[] = [
  { title: 'Showcase', demos: showcaseDemos },
  { title: 'Layers and timelines', demos: layersDemos },
  { title: 'Backgrounds and transitions', demos: bgDemos },
  { title: 'Carousels', demos: carouselDemos },
  { title: 'Navigation', demos: navDemos },
  { title: 'Media', demos: mediaDemos },
  { title: 'Fonts', demos: fontsDemos },
  { title: 'Modal pop-ups', demos: modalDemos },
  { title: 'Parallax and scroll', demos: parallaxDemos },
  { title: 'Feeds', demos: streamsDemos },
  { title: 'Page actions and links', demos: pageDemos },
  { title: 'Loading and services', demos: [...loadingDemos, ...servicesDemos] },
  { title: 'Core and React', demos: [...coreDemos, ...reactDemos] },
]

/** Every demo, in gallery order. */
export const demos: readonly Demo[] = demoGroups.flatMap((g) => g.demos)

export const findDemo = (name: string): Demo | undefined => demos.find((d) => d.name === name)
