import type { Plugin } from '@strata/core'
import { CAROUSEL_COLORS } from './data'

/** Paints each slide in its colour when it is built: a stand-in for slide backgrounds. */
export function carouselPaint(): Plugin<'demo-carousel-paint', Record<string, never>> {
  return {
    name: 'demo-carousel-paint',
    options: {},
    setup(ctx) {
      const off = ctx.on('slide:build', ({ element, index }) => {
        element.style.background = CAROUSEL_COLORS[index % CAROUSEL_COLORS.length] ?? '#333'
      })
      return { destroy: off }
    },
  }
}
