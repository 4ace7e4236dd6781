import type { ComponentType } from 'react'
import { CoreBasic } from './CoreBasic'
import { CoreNavFixture } from './CoreNavFixture'

export interface Demo {
  /** The `?demo=` value. */
  name: string
  title: string
  description: string
  /** Built for the browser tests rather than for people; listed apart in the gallery. */
  fixture?: boolean
  Component: ComponentType
}

export const demos: readonly Demo[] = [
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

export const findDemo = (name: string): Demo | undefined => demos.find((d) => d.name === name)
