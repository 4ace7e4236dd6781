import { createElement } from 'react'
import type { Demo } from '../types'
import { CarouselDemo } from './CarouselDemo'
import { carouselData, DRAG, FLAT, INFINITE, SPIN3D, VERTICAL } from './data'

const demo = (
  name: string,
  title: string,
  description: string,
  module: ReturnType<typeof carouselData>,
  fixture = false,
): Demo => ({
  name,
  title,
  description,
  ...(fixture ? { fixture } : {}),
  data: { module },
  // biome-ignore lint/correctness/noComponentHookFactories: made once per demo when the list loads, never during a render
  Component: () => createElement(CarouselDemo, { id: name, module, pause: fixture }),
})

/** The carousel demos; each is listed in the gallery and opened at `/?demo=<name>`. */
export const carouselDemos: readonly Demo[] = [
  demo(
    'carousel-flat',
    'Carousel: flat strip',
    'Three slides in view with 60 px of the next ones; scale down to 60% and fade to 50% by distance. Drag it.',
    carouselData('carousel-flat', 9, FLAT),
  ),
  demo(
    'carousel-spin3d',
    'Carousel: 3D spin',
    'Slides on a cylinder, 40° apart, carousel perspective 1200 px. Reduced motion lays it flat.',
    carouselData('carousel-spin3d', 8, SPIN3D),
  ),
  demo(
    'carousel-vertical',
    'Carousel: vertical',
    'Orientation v: the strip runs top to bottom; drag it up and down.',
    carouselData('carousel-vertical', 7, VERTICAL, [640, 640, 600, 560, 480]),
  ),
  ...[3, 5, 50].map((n) =>
    demo(
      `carousel-infinite-${n}`,
      `Carousel: endless, ${n} slides`,
      `Infinity with ${n} slides; the slider in window.__slider.`,
      carouselData(`carousel-infinite-${n}`, n, INFINITE),
      true,
    ),
  ),
  demo(
    'carousel-drag',
    'Carousel: drag fixture',
    '20 slides to drag across; the slider in window.__slider.',
    carouselData('carousel-drag', 20, DRAG),
    true,
  ),
]
