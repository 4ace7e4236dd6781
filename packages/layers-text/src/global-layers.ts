import type { LayerModel, PartNormaliser, PluginContext, SlideModel } from '@strata/core'
import type { normaliseLayers } from '@strata/core/layers'
import type { buildSlideLayers, FrameEnv, SlideLayers } from './build-layers'
import type { ContentRegistry } from './extension/contents'
import type { Timelines } from './timeline/index'

// A chunk of its own (global-chunk.ts), loaded by the plugin's `prepare` when some slide is
// global: most modules have none. It imports no value, so it shares no module with the
// package's first download: what it needs comes in `GlobalDeps` (issue #25).

/**
 * What the global layers are built with: the plugin's own functions, registry and timelines.
 * What the plugin does with them once built is here too (placed, timed, drawn again once the
 * chunks their layers use are in): code only modules with a global slide run.
 */
export interface GlobalDeps {
  /** The plugin's report of a layer's problem (each once). */
  warn(slideId: string, layer: LayerModel, path: string, message: string): void
  build: typeof buildSlideLayers
  normalise: typeof normaliseLayers
  registry: ContentRegistry
  /** The layer parts: layers-text's, then the content plugins'. */
  parts: readonly PartNormaliser[]
  /** Core's `GLOBAL_SLIDE_CLASS`. */
  boxClass: string
  /** The layout the layers are placed for (build-layers.ts `frameEnv`). */
  frame(ctx: PluginContext): FrameEnv
  /** Fills the meta placeholders of the built layers' elements, before they are placed and timed. */
  meta(elements: HTMLElement[]): void
  timelines: Pick<Timelines, 'attach' | 'detach'>
  /** The load of the chunks the layers use that are not in yet (needs.ts `chunksFor`). */
  chunksFor(layers: readonly LayerModel[]): Promise<unknown> | undefined
  /** Places every built layer again (the plugin's `relayout()`). */
  relayout(): void
}

export interface GlobalLayers {
  slides: readonly { slide: SlideModel; layers: SlideLayers }[]
  /** Places the global layers for `env` (a layout change). */
  layout(env: FrameEnv): void
  /** Shows each global layer only over its slide range `slideStart`..`slideEnd` (1-based). */
  show(index: number): void
  /** Releases their timelines, then removes their elements. */
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
 * (image, video, svg) are drawn here too, normalised with their parts. Their meta filled, they
 * are placed, timed and shown for the slide that shows; markup or looks whose chunks are not in
 * yet place them all again once these arrive.
 */
export function buildGlobalLayers(ctx: PluginContext, deps: GlobalDeps): GlobalLayers {
  const { warn, build, normalise, registry, parts, boxClass, timelines } = deps
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
    const layers = build(box, list, (l, p, m) => warn(slide.id, l, p, m), {
      registry,
      index: globalIndex(i),
    })
    return { slide, box, layers }
  })
  const all = slides.flatMap((g) => g.layers.layers)
  deps.meta(all.map((l) => l.element))
  for (const [i, g] of slides.entries()) {
    g.layers.layout(deps.frame(ctx))
    timelines.attach(globalIndex(i), g.layers.layers)
  }
  const globals: GlobalLayers = {
    slides,
    layout(env) {
      for (const g of slides) g.layers.layout(env)
    },
    show(index) {
      for (const { layers } of slides)
        for (const { model, wrapper } of layers.layers)
          wrapper.style.visibility = inRange(model, index, ctx.module.slides.length) ? '' : 'hidden'
    },
    destroy() {
      // Their elements go next: the timelines are killed, not reverted onto them.
      for (const i of slides.keys()) timelines.detach(globalIndex(i), true)
      for (const s of slides) {
        s.layers.destroy()
        s.box.remove()
      }
    },
  }
  globals.show(Math.max(0, ctx.state.index))
  // Global markup or looks that came without `prepare` are in once their chunks arrive: place them again.
  deps.chunksFor(all.map((l) => l.model))?.then(deps.relayout, () => {})
  return globals
}
