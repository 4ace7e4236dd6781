import { createElement } from 'react'
import type { Demo } from '../types'
import { FIXTURE_LAYERS, MANY_LAYERS, timelineModule } from './TimelineData'
import { TimelineDemo } from './TimelineDemo'

const module = timelineModule('layers-timeline', [FIXTURE_LAYERS, MANY_LAYERS])
const Component = () => createElement(TimelineDemo, { module })

/** The timeline and hover demos (issue #4), appended to the layers list. */
export const timelineDemos: Demo[] = [
  {
    name: 'layers-timeline',
    title: 'Layers: timelines and hover',
    description:
      'Scenes in, out and loop on every track: content, mask, words, lines, chars, filter, clip, loop and pan; a hover button; thirty layers entering at once on slide 2.',
    Component,
  },
  {
    name: 'layers-timeline-fixture',
    title: 'Layers: timeline fixture',
    description:
      'The timelines demo for the browser tests: layer events recorded in window.__layerEvents.',
    fixture: true,
    Component,
  },
]
