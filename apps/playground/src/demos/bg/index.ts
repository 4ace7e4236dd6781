import type { Demo } from '../types'
import { BgFixture } from './BgFixture'
import { BgShowcase } from './BgShowcase'

/** The background transition demos (@strata/bg-transitions). */
export const bgDemos: readonly Demo[] = [
  {
    name: 'bg-transitions',
    title: 'Backgrounds: transitions',
    description:
      'Gradient backgrounds with overlay patterns; Ken Burns, cube, 10 × 10 slots, random, fly and curtain transitions.',
    Component: BgShowcase,
  },
  {
    name: 'bg-fixture',
    title: 'Backgrounds: transition fixture',
    description: 'Three slides running ?tr=<preset> (and ?d=<ms>); the slider in window.__slider.',
    fixture: true,
    Component: BgFixture,
  },
]
