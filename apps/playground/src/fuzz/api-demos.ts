import type { RawRecord } from '@strata/core'
import { carouselData, FLAT, INFINITE, SPIN3D, VERTICAL } from '../demos/carousel/data'
import { showcaseModule } from '../demos/media/data'
import { FIXTURES } from '../demos/media/fixtures'
import { CUBE_MODULE } from '../demos/showcase/cube-data'
import { HERO } from '../demos/showcase/hero-data'
import { PRODUCTS_MODULE } from '../demos/showcase/products-data'
import type { DemoName } from './api-picks'

/**
 * The playground's own modules the slider API fuzz runs beside the exported fixtures
 * (api-main.ts): carousels of each kind, the showcase's hero, cube and shop, the media
 * showcase's players, and a text slide before two slides of an autoplaying video each (a
 * removal moves the videos' slides). Built in the page: their images are the page's assets.
 */
export const DEMOS: Record<DemoName, () => RawRecord> = {
  'carousel flat': () => carouselData('api-flat', 6, FLAT),
  'carousel 3d': () => carouselData('api-spin', 5, SPIN3D),
  'carousel endless': () => carouselData('api-endless', 5, INFINITE),
  'carousel vertical': () => carouselData('api-vertical', 4, VERTICAL),
  'showcase hero': () => structuredClone(HERO),
  'showcase cube': () => structuredClone(CUBE_MODULE),
  'showcase shop': () => structuredClone(PRODUCTS_MODULE),
  'media showcase': showcaseModule,
  'media slides': () => (FIXTURES.moved as () => RawRecord)(),
}
