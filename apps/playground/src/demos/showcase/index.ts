import { createElement } from 'react'
import { allPlugins } from '../../plugins/all-plugins'
import { DemoSlider } from '../../shell/DemoSlider'
import type { Demo } from '../types'
import { CUBE_MODULE } from './cube-data'
import { HERO } from './hero-data'
import { PRODUCTS_MODULE } from './products-data'

const showcase = (name: string, title: string, description: string, module: typeof HERO): Demo => ({
  name,
  title,
  description,
  data: { module, plugins: allPlugins },
  // biome-ignore lint/correctness/noComponentHookFactories: made once per demo when the list loads, never during a render
  Component: () =>
    createElement(DemoSlider, {
      id: name,
      module,
      plugins: allPlugins(),
      // For the browser tests and the console: the slider this page shows.
      onSlider: (slider) => {
        window.__slider = slider
        return undefined
      },
    }),
})

/** Demos that look like a real site's sections, made with every plugin. */
export const showcaseDemos: readonly Demo[] = [
  showcase(
    'showcase-hero',
    'Hero: a travel site',
    'Three photographs with Ken Burns drift, a headline whose words rise in turn, a call to action, arrows, bullets, keyboard and swipe.',
    HERO,
  ),
  showcase(
    'showcase-products',
    'Product carousel: a shop',
    'Six product cards, three in view, scaled and faded by distance; drag, swipe or use the arrows.',
    PRODUCTS_MODULE,
  ),
  showcase(
    'showcase-cube',
    '3D transitions: cube and fly',
    'Three scenes turning as the faces of a cube (left, then down) and flying out, each with a caption.',
    CUBE_MODULE,
  ),
]
