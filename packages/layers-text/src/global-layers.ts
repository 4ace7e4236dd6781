import type { LayerModel, PartNormaliser, PluginContext, SlideModel } from '@strata/core'
import type { normaliseLayers } from '@strata/core/layers'
import type { buildSlideLayers, SlideLayers } from './build-layers'
import type { ContentRegistry } from './extension/contents'

// A chunk of its own (global-chunk.ts), loaded by the plugin's `prepare` when some slide is
// global: most modules have none. It imports no value, so it shares no module with the
// package's first download: what it needs comes in `GlobalDeps` (issue #25).

/** What the global layers are built with: the plugin's own functions and registry. */
export interface GlobalDeps {
  build: typeof buildSlideLayers
  normalise: typeof normaliseLayers
  registry: ContentRegistry
  /** The layer parts: layers-text's, then the content plugins'. */
  parts: readonly PartNormaliser[]
  /** Core's `GLOBAL_SLIDE_CLASS`. */
  boxClass: string
}

export interface GlobalLayers {
  slides: readonly { slide: SlideModel; layers: SlideLayers }[]
  /** Shows each global layer only over its slide range `slideStart`..`slideEnd` (1-based). */
  show(index: number): void
  destroy(): void
}

/** Whether a global layer shows on slide `index` (0-based) of `count` slides. */
export function inRange(layer: LayerModel, index: number, count: number): boolean {
  const end = layer.layout.slideEnd || count
  return index + 1 >= layer.layout.slideStart && index + 1 <= end
}

/** The content index of global slide `i`'s layers: negative, so never a slide's (-1, -2...). */
export function globalIndex(i: number): number {
  return -1 - i
}

/**
 * The layers of the global (static) slides (docs/behaviour.md §3 "Global (static) slide: pos front or back
 * ... sStart and sEnd for global layers"): one `GLOBAL_SLIDE_CLASS` box per slide over (front)
 * or under (back) the slides, its layers shown over their slide range. Content plugins' layers
 * (image, video, svg) are drawn here too, normalised with their parts.
 */
export function buildGlobalLayers(
  ctx: PluginContext,
  warn: (slide: SlideModel, layer: LayerModel, path: string, message: string) => void,
  { build, normalise, registry, parts, boxClass }: GlobalDeps,
): GlobalLayers {
  const { stage, track } = ctx.dom
  const slides = ctx.module.globalSlides.map((slide, i) => {
    const box = ctx.root.ownerDocument.createElement('div')
    box.className = `${boxClass} strata-global-${slide.pos}`
    box.dataset.slideId = slide.id
    box.style.cssText = `position:absolute;inset:0;pointer-events:none;z-index:${slide.pos === 'front' ? 2 : 0}`
    // Under the slides: before the track, which is the stage's child.
    if (slide.pos === 'back' && track.parentNode === stage) stage.insertBefore(box, track)
    else stage.append(box)
    const list = normalise(slide, parts, ctx.services.report)
    const layers = build(box, list, (l, p, m) => warn(slide, l, p, m), {
      registry,
      index: globalIndex(i),
    })
    return { slide, box, layers }
  })
  return {
    slides,
    show(index) {
      for (const { layers } of slides)
        for (const { model, wrapper } of layers.layers)
          wrapper.style.visibility = inRange(model, index, ctx.module.slides.length) ? '' : 'hidden'
    },
    destroy() {
      for (const s of slides) {
        s.layers.destroy()
        s.box.remove()
      }
    },
  }
}
