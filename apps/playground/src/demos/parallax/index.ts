import { createElement } from 'react'
import type { Demo } from '../types'
import { MOUSE, TILT } from './data'
import { ParallaxHero } from './ParallaxHero'
import { ScrollPage } from './ScrollPage'

/** The @strata/parallax demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const parallaxDemos: readonly Demo[] = [
  {
    name: 'parallax-hero',
    title: 'Parallax: mouse depth',
    description:
      "A travel site's hero section drawn in generated SVG: sky, sun, clouds, birds, a snowy range, a nearer range, a forest and the copy move against the pointer by their depth level, and settle back when it leaves.",
    data: { module: MOUSE },
    Component: () => createElement(ParallaxHero, { module: MOUSE }),
  },
  {
    name: 'parallax-tilt',
    title: 'Parallax: 3D tilt',
    description:
      'The same hero in 3D mode: the layer planes turn towards the pointer under a 600 px perspective; each layer stands out by its depth × 65 px / 10 plus 4 px per plane (d3d) and casts a shadow that slides as the planes turn (d3s 3).',
    data: { module: TILT },
    Component: () => createElement(ParallaxHero, { module: TILT }),
  },
  {
    name: 'parallax-scroll',
    title: 'Parallax: scroll-based motion',
    description:
      'A long page: a module with a scroll-based timeline (sbt) that settles as it enters, and one whose layers follow their scroll modifiers.',
    Component: ScrollPage,
  },
]
