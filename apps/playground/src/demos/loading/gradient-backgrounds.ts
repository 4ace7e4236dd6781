import type { Plugin, RawRecord } from '@strata/core'
import { loadingServices } from '@strata/core/loading'

const isRecord = (v: unknown): v is RawRecord => typeof v === 'object' && v !== null

/**
 * Paints each slide's background from its `slidebg` layer's `bg.color` (a CSS colour or a
 * gradient object) through the loading services: how a plugin reaches them (`loadingServices(ctx)`
 * in setup, `destroy()` in its destroy). Problems land in the module's report.
 */
export function gradientBackgrounds(): Plugin<'demo-gradient-backgrounds', Record<string, never>> {
  return {
    name: 'demo-gradient-backgrounds',
    options: {},
    setup(ctx) {
      const loading = loadingServices(ctx)
      const off = ctx.on('slide:build', ({ element, slide }) => {
        const layers = isRecord(slide.rawLayers) ? Object.entries(slide.rawLayers) : []
        const found = layers.find(([, l]) => isRecord(l) && l.subtype === 'slidebg')
        const bg = found && isRecord(found[1]) ? found[1].bg : undefined
        if (!found || !isRecord(bg) || bg.color === undefined) return
        const path = `slides.${slide.id}.layers.${found[0]}.bg.color`
        element.style.background = loading.colour(bg.color, path)
      })
      return {
        destroy() {
          off()
          loading.destroy()
        },
      }
    },
  }
}
