import type { Plugin, RawValue, SlideModel } from '@strata/core'

/** The text of each raw layer (`content.text`), in order: a stand-in renderer for the demos. */
const texts = (layers: RawValue): string[] =>
  Object.values(layers && typeof layers === 'object' ? layers : {}).flatMap((layer) => {
    const content =
      layer && typeof layer === 'object' && !Array.isArray(layer) ? layer.content : null
    const text = content && typeof content === 'object' && !Array.isArray(content) && content.text
    return typeof text === 'string' ? [text] : []
  })

export interface LayerTexts extends Plugin<'demo-layer-texts', Record<string, never>> {
  /** Writes a slide's layer texts again (after its layers were lazy-loaded). */
  redraw(index: number, slide: SlideModel): void
}

/**
 * Writes each slide's raw layer texts into its element as `.demo-layer-text` paragraphs, on
 * build and again on `redraw` (no layer plugin exists yet in the playground).
 */
export function layerTexts(): LayerTexts {
  const built = new Map<number, HTMLElement>()
  const draw = (element: HTMLElement, slide: SlideModel) => {
    for (const old of element.querySelectorAll('.demo-layer-text')) old.remove()
    for (const text of texts(slide.rawLayers)) {
      const p = document.createElement('p')
      p.className = 'demo-layer-text'
      // Sits where a text layer would, top left inside the slide, clear of the title.
      p.style.cssText = 'position:absolute;left:24px;top:16px;margin:0'
      p.textContent = text
      element.append(p)
    }
  }
  return {
    name: 'demo-layer-texts',
    options: {},
    redraw(index, slide) {
      const element = built.get(index)
      if (element) draw(element, slide)
    },
    setup(ctx) {
      const offs = [
        ctx.on('slide:build', ({ index, element, slide }) => {
          built.set(index, element)
          draw(element, slide)
        }),
        ctx.on('slide:release', ({ index }) => built.delete(index)),
      ]
      return {
        destroy() {
          for (const off of offs) off()
          built.clear()
        },
      }
    },
  }
}
