import type { Plugin, RawRecord, RawValue } from '@strata/core'
import { loadingServices, prepareColours } from '@strata/core/loading'

const isRecord = (v: unknown): v is RawRecord => typeof v === 'object' && v !== null

/** A slide's `slidebg` layer: its key and its `bg.color`. */
const slideBg = (layers: unknown): [string, RawValue] | undefined => {
  const found = (isRecord(layers) ? Object.entries(layers) : []).find(
    ([, l]) => isRecord(l) && l.subtype === 'slidebg',
  )
  const bg = found && isRecord(found[1]) ? found[1].bg : undefined
  return found && isRecord(bg) && bg.color !== undefined ? [found[0], bg.color] : undefined
}

/**
 * Paints each slide's background from its `slidebg` layer's `bg.color` (a CSS colour or a
 * gradient object) through the loading services: how a plugin reaches them (`loadingServices(ctx)`
 * in setup, `destroy()` in its destroy), and `prepareColours` in `prepare`, so colours that need
 * the full gradient reader (an on-demand chunk) are final at the first paint. Problems land in
 * the module's report.
 */
export function gradientBackgrounds(): Plugin<'demo-gradient-backgrounds', Record<string, never>> {
  return {
    name: 'demo-gradient-backgrounds',
    options: {},
    async prepare(data) {
      const slides = isRecord(data) && isRecord(data.slides) ? Object.values(data.slides) : []
      await prepareColours(slides.map((s) => (isRecord(s) ? slideBg(s.layers)?.[1] : undefined)))
      return data
    },
    setup(ctx) {
      const loading = loadingServices(ctx)
      const off = ctx.on('slide:build', ({ element, slide }) => {
        const bg = slideBg(slide.rawLayers)
        if (!bg) return
        const path = `slides.${slide.id}.layers.${bg[0]}.bg.color`
        const paint = (css: string) => {
          element.style.background = css
        }
        paint(loading.colour(bg[1], path, paint))
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
