import type { Plugin } from '@strata/core'
import { NAV_COLORS } from './data'

/** Paints each slide in its colour when it is built: a stand-in for slide backgrounds. */
export function slideColors(): Plugin<'demo-slide-colors', Record<string, never>> {
  return {
    name: 'demo-slide-colors',
    options: {},
    setup(ctx) {
      const off = ctx.on('slide:build', ({ element, index }) => {
        element.style.background = NAV_COLORS[index % NAV_COLORS.length] ?? '#333'
      })
      return { destroy: off }
    },
  }
}
