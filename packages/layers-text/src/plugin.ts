import {
  GLOBAL_SLIDE_CLASS,
  type LayerModel,
  type LayerType,
  type Plugin,
  type SlideModel,
} from '@strata/core'
import { normaliseLayers } from '@strata/core/layers'
import { buildSlideLayers, frameEnv as frame, type SlideLayers } from './build-layers'
import { setMeta } from './content'
import { type ContentFactory, contentRegistry, dropContentRegistry } from './extension/contents'
import { globalsChunk, loadGlobals } from './global-chunk'
import type { GlobalLayers } from './global-layers'
import { chunksFor, dataNeeds, loadNeeds } from './needs'
import { layersTextPart } from './normalise'
import { shiftDown } from './shift-down'
import { createTimelines } from './timeline/index'
import { showsNow, soonShown } from './timeline/soon'

export interface LayersTextOptions {
  /**
   * Build the layers of global (static) slides, shown over their slide range.
   * @default true
   */
  globalLayers?: boolean
}

export interface LayersTextApi {
  /** The built layer elements of a slide (empty when it is not built). */
  elements(index: number): readonly HTMLElement[]
  /**
   * Places and sizes every built layer again (a layout change places the slides a visitor may
   * see soon, the others when they may): for plugins that change what a layer's box depends on
   * (e.g. @strata/fonts when a web font arrives).
   */
  relayout(): void
  /**
   * Lets another plugin fill the layers of `types` (image, video, audio, svg): layers-text then
   * builds, places, animates and wires them as any layer, and `factory` adds the inner content.
   * Slides built before the call are built again. Returns the call that removes the factory.
   */
  addContent(types: readonly LayerType[], factory: ContentFactory): () => void
}

declare module '@strata/core' {
  interface PluginApis {
    'layers-text': LayersTextApi
  }
}

/**
 * Renders text, button, shape, row, column, group, zone, container and linebreak layers
 * (docs/behaviour.md §3 "Layer"): built when their slide is about to show (`slide:build`), laid out for
 * the device level and scale (again on `layout:change`), removed on `slide:release`.
 * Timelines are attached to each slide's layers once built.
 */
export function layersText(
  options: LayersTextOptions = {},
): Plugin<'layers-text', LayersTextOptions, LayersTextApi> {
  return {
    name: 'layers-text',
    options,
    normalise: layersTextPart,
    // The sanitiser, SplitText and rare looks are chunks of their own (docs/performance.md):
    // loaded before the first paint when the data uses them, so those modules show as they did;
    // else at first use.
    async prepare(data) {
      await loadNeeds(dataNeeds(data))
      return data
    },
    setup(ctx) {
      const built = new Map<number, SlideLayers>()
      const contents = contentRegistry(ctx.root)
      // A hidden slide is placed once the timelines ask for it (timeline/resize.ts).
      const timelines = createTimelines(ctx, { place: (index) => place(index) })
      let globals: GlobalLayers | undefined
      // Each problem once per layer and path: layouts run again on every resize. A construct
      // not supported yet is one entry for the module, at the first layer that uses it.
      const seen = new Set<string>()
      const warn = (slideId: string, layer: LayerModel, path: string, message: string) => {
        const at = `slides.${slideId}.layers.${layer.id}.${path}`
        const key = message.startsWith('not supported yet') ? message : at
        if (seen.has(key)) return
        seen.add(key)
        ctx.services.report(at, message)
      }
      const current = () => Math.max(0, ctx.state.index)

      // Meta placeholders (`{{current_slide_index}}`, ...): a slide's layers show their own
      // slide, global layers the slide that is showing (from the start of its change). Only the
      // layers that hold one are kept.
      const meta = new Map<number, HTMLElement[]>()
      let showing = -1
      let count = -1
      /**
       * Shows slide `key`'s meta (the showing slide's for globals, -1) in `els`; keeps those using
       * it, and the slide only while one does: most slides have none, and every slide change
       * filled each built slide's empty list twice (issue #25: 20 KB of garbage over the bench's
       * 10 changes).
       */
      const fill = (key: number, els: readonly HTMLElement[]) => {
        const index = key < 0 ? showing : key
        const at = { index, count, slide: ctx.module.slides[index] }
        const kept = els.filter((el) => setMeta(el, at))
        if (kept.length) meta.set(key, kept)
        else meta.delete(key)
      }
      const refill = () => {
        count = ctx.state.count || ctx.module.slides.length
        for (const [key, els] of meta) fill(key, els)
      }
      let dead = false
      const buildGlobals = () => {
        if (dead || globals || options.globalLayers === false || !ctx.module.globalSlides.length)
          return
        const chunk = globalsChunk()
        // Not loaded by `prepare` (data it did not see): built once it is in.
        if (!chunk)
          return void loadGlobals().then(buildGlobals, () => {
            // Each build tries the load again: the failure is said once.
            if (dead || seen.has('globals')) return
            seen.add('globals')
            ctx.services.report('layers', 'the global layers could not load; they are not shown')
          })
        globals = chunk.buildGlobalLayers(ctx, {
          warn,
          build: buildSlideLayers,
          normalise: normaliseLayers,
          registry: contents,
          parts: [layersTextPart, ...contents.parts()],
          boxClass: GLOBAL_SLIDE_CLASS,
          frame,
          // Filled for the slide that shows now, before the layers are placed and timed.
          meta(elements) {
            showing = current()
            meta.set(-1, elements)
            refill()
          },
          timelines,
          chunksFor,
          relayout: () => relayout(true),
        })
      }
      const release = (index: number) => {
        const slide = built.get(index)
        if (!slide) return
        // Its elements go next: the timelines are killed, not reverted onto them.
        timelines.detach(index, true)
        slide.destroy()
        built.delete(index)
        meta.delete(index)
      }
      // A layout change places now only the slides that show (not `inert`); the other kept
      // slides wait in `later`: the hidden ones a visitor may see soon until the layout stays
      // still (the timelines then measure and build them again: timeline/resize.ts `settle`),
      // the others until they are soon. A dragged window lays the module out every frame
      // (issue #25; docs/performance-log.md, "Fifty-ninth session", "Sixty-fourth session").
      const later = new Set<number>()
      /** Places a slide that waited since a layout change, if it did. */
      const place = (index: number) => {
        if (later.delete(index)) built.get(index)?.layout(frame(ctx))
      }
      /**
       * Places the global layers and the built slides again: all of them with `all`
       * (`relayout()`: a web font that arrived), else (a layout change) the slides that show.
       */
      const relayout = (all?: boolean) => {
        const env = frame(ctx)
        globals?.layout(env)
        for (const [index, s] of built) {
          if (all || showsNow(s.layers[0]?.element)) {
            later.delete(index)
            s.layout(env)
          } else later.add(index)
        }
      }
      const build = (index: number, element: HTMLElement, slide: SlideModel) => {
        release(index)
        const layers = ctx.layers(index)
        const s = buildSlideLayers(
          element,
          layers,
          (l, p, m) => warn(slide.id, l, p, m),
          { registry: contents, index },
          { mount: false },
        )
        built.set(index, s)
        if (count < 0) count = ctx.state.count || ctx.module.slides.length
        fill(
          index,
          s.layers.map((l) => l.element),
        )
        s.layout(frame(ctx))
        // Wrappers and word splits are written before the layers are in the page (SplitText
        // reads the layout of each text it splits: a forced layout each, after the last split).
        timelines.attach(index, s.layers, s.mount)
        s.mount()
        // Markup that came after `prepare` (lazy slides' layers) shows as plain text until the
        // sanitiser arrives (a look until its chunk does); the slide is then built again, laid
        // out and timed with it, through core, so every plugin binds the new layers (actions,
        // parallax) as at any `slide:build`. By where it is then: an earlier slide may have gone.
        chunksFor(layers)?.then(
          () => {
            for (const [i, b] of built) if (b === s) ctx.rebuildSlide(i)
          },
          () => {},
        )
      }
      const offs = [
        ctx.on('slide:build', ({ index, element, slide }) => {
          build(index, element, slide)
          buildGlobals()
        }),
        ctx.on('slide:release', ({ index }) => release(index)),
        ctx.on('slide:remove', ({ index }) => {
          for (const map of [built, meta] as Map<number, unknown>[]) shiftDown(map, index)
          // The count fell, and the shown slide moved down if an earlier one went (no change is
          // sent then): the meta placeholders, the global layers' too, are filled again, and the
          // global layers shown for the slide's new place.
          if (showing > index) showing--
          globals?.show(showing)
          refill()
          // The slides waiting to be placed moved too: place them all.
          relayout(true)
        }),
        ctx.on('layout:change', () => relayout()),
        ctx.on('slide:before', ({ to }) => {
          place(to)
          globals?.show(to)
          showing = to
          refill()
        }),
        ctx.on('slide:after', ({ index }) => {
          for (const i of later) if (soonShown(ctx, i)) place(i)
          globals?.show(index)
          showing = index
          refill()
        }),
      ]
      return {
        api: {
          elements: (index) => built.get(index)?.layers.map((l) => l.element) ?? [],
          relayout: () => relayout(true),
          addContent(types, factory) {
            const remove = contents.add(types, factory)
            // Slides built before the factory came are built again, now with its content (through
            // core: every plugin binds the new layers).
            for (const index of [...built.keys()])
              if (ctx.layers(index).some((l) => types.includes(l.type))) ctx.rebuildSlide(index)
            return remove
          },
        },
        destroy() {
          dead = true
          for (const off of offs) off()
          for (const index of [...built.keys()]) release(index)
          globals?.destroy()
          timelines.destroy()
          dropContentRegistry(ctx.root)
        },
      }
    },
  }
}
