import { bgTransitions } from '@strata/bg-transitions'
import { carousel } from '@strata/carousel'
import type { AnyPlugin } from '@strata/core'
import { layersText } from '@strata/layers-text'
import { createElement } from 'react'
import { allPlugins } from '../../plugins/all-plugins'
import { DemoSlider } from '../../shell/DemoSlider'
import type { Demo } from '../types'
import { A11Y_CAROUSEL, A11Y_ROTATION } from './a11y-data'
import { CUBE_MODULE } from './cube-data'
import { HERO } from './hero-data'
import { PRODUCTS_MODULE } from './products-data'

const showcase = (
  name: string,
  title: string,
  description: string,
  module: typeof HERO,
  plugins: () => readonly AnyPlugin[] = allPlugins,
  fixture = false,
): Demo => ({
  name,
  title,
  description,
  ...(fixture ? { fixture } : {}),
  data: { module, plugins },
  // biome-ignore lint/correctness/noComponentHookFactories: made once per demo when the list loads, never during a render
  Component: () =>
    createElement(DemoSlider, {
      id: name,
      module,
      plugins: plugins(),
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
  // The accessibility specs' pages: modules without nav(), so core's own rotation control, focus
  // and hover pauses, and the carousel's keys are what a visitor meets.
  showcase(
    'a11y-rotation',
    'Accessibility fixture: a rotating module without nav',
    'Three slides every 2 s; core renders the rotation control; focus and hover stop the rotation.',
    A11Y_ROTATION,
    () => [layersText(), bgTransitions()],
    true,
  ),
  showcase(
    'a11y-carousel',
    'Accessibility fixture: a carousel without nav',
    'Six cards, three in view; the track takes focus and the arrow keys step it.',
    A11Y_CAROUSEL,
    () => [layersText(), bgTransitions(), carousel()],
    true,
  ),
]
