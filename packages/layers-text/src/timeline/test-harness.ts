import {
  type AnyPlugin,
  createSlider,
  type Plugin,
  type PluginContext,
  type RawRecord,
  type Slider,
} from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { vi } from 'vitest'
import { dataNeeds } from '../needs'
import { layersTextPart } from '../normalise'
import { loadGsap } from './gsap-chunk'
import { createTimelines } from './index'
import { loadResize } from './resize-chunk'
import { loadSplit } from './split'

/**
 * A bare layer plugin for the timeline tests: one `.strata-layer` div per layer, then attach.
 * Named `layers-text`, as the timelines' events are that plugin's own (`layers-text:*`).
 */
export function timelineFixture(): Plugin<'layers-text', object> {
  return {
    name: 'layers-text',
    options: {},
    normalise: layersTextPart,
    // As the real plugin: GSAP and SplitText arrive before the first paint when the data needs them.
    async prepare(data) {
      const needs = dataNeeds(data)
      await Promise.all([needs.split && loadSplit(), needs.gsap && loadGsap()])
      return data
    },
    setup(ctx) {
      const timelines = createTimelines(ctx, { random: (a) => a })
      const built = new Map<number, HTMLElement[]>()
      const release = (index: number) => {
        timelines.detach(index)
        for (const el of built.get(index) ?? []) el.remove()
        built.delete(index)
      }
      const offs = [
        ctx.on('slide:build', ({ index, element }) => {
          const layers = ctx.layers(index).map((model) => {
            const el = document.createElement('div')
            el.className = 'strata-layer'
            el.dataset.layerId = model.id
            el.textContent = model.content.text
            element.append(el)
            return { model, element: el }
          })
          built.set(
            index,
            layers.map((l) => l.element),
          )
          timelines.attach(index, layers)
        }),
        ctx.on('slide:release', ({ index }) => release(index)),
      ]
      return {
        destroy() {
          for (const off of offs) off()
          for (const index of [...built.keys()]) release(index)
          timelines.destroy()
        },
      }
    },
  }
}

/** An `in` scene GSAP plays: a fade with a transform that goes nowhere (a fade alone skips GSAP). */
export const GSAP_IN = {
  content: {
    all: [
      { o: 0, x: 0 },
      { t: 100, d: 300, o: 1, x: 0 },
    ],
  },
}

/**
 * An `in` whose start and end are per level (desktop, …, mobile): from x 100 (mobile 300) to
 * x 10 (mobile 40). At mobile's half scale a waiting layer sits at 150 px, a shown one at 20.
 */
export const PER_LEVEL_IN = {
  in: {
    content: {
      all: [
        { o: 0, x: [100, '#a', '#a', '#a', 300] },
        { d: 100, o: 1, x: [10, '#a', '#a', '#a', 40] },
      ],
    },
  },
}
/** A `tl` whose `in` comes from beyond the stage's left edge, measured from the layout as it starts. */
export const FROM_LEFT = {
  in: {
    content: {
      all: [
        { t: 0, d: 0, x: 'left' },
        { t: 0, d: 300, x: 0 },
      ],
    },
  },
}

/** A module in the exported shape: one slide per entry, each with its layers. */
export function layersModule(slides: RawRecord[][]): RawRecord {
  const out: RawRecord = {}
  slides.forEach((layers, i) => {
    const byId: RawRecord = {}
    for (const l of layers)
      byId[String(l.id)] = { type: 'text', content: { text: `Layer ${l.id}` }, ...l }
    out[i + 1] = { id: i + 1, slide: { title: `Slide ${i + 1}`, order: i + 1 }, layers: byId }
  })
  return { id: 'tl', settings: { alias: 'tl', slideshow: { auto: false } }, slides: out }
}

/** A ResizeObserver the test drives: `resize(width)` reports the root's new size. */
function fakeResize(root: HTMLElement) {
  const callbacks = new Set<ResizeObserverCallback>()
  class FakeResizeObserver {
    constructor(private callback: ResizeObserverCallback) {
      callbacks.add(callback)
    }
    observe() {}
    unobserve() {}
    disconnect() {
      callbacks.delete(this.callback)
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  return (width: number) => {
    // Core measures the root itself once the observer reports a change.
    root.getBoundingClientRect = () => ({ width, height: 0 }) as DOMRect
    const entry = { contentRect: { width, height: 0 } } as ResizeObserverEntry
    for (const cb of callbacks) cb([entry], {} as ResizeObserver)
  }
}

/**
 * A slider with the fixture plugin (`fixture: false` leaves it out, for a test that brings the
 * real layer plugin in `plugins`), a fake scheduler and a test-driven clock.
 */
export async function mount(
  module: RawRecord,
  { reducedMotion = false, plugins = [] as AnyPlugin[], fixture = true } = {},
) {
  installFakeBrowser({ reducedMotion })
  // In, as on a page once its first layout change has asked for it (the build again waits for
  // it there); the fake scheduler's frames would not wait for a module load.
  await loadResize().catch(() => {})
  // happy-dom lays nothing out: the module has no width, which core warns about (a warning, not
  // an error: an unexpected console.error still fails the test).
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const resize = fakeResize(root)
  const scheduler = createFakeScheduler()
  let probe: PluginContext | undefined
  // Named `actions`: it sends `actions:*` events as core's actions service does.
  const spy: Plugin<'actions', object> = {
    name: 'actions',
    options: {},
    setup(ctx) {
      probe = ctx
      return undefined
    },
  }
  const slider: Slider = createSlider(root, {
    module,
    plugins: [...plugins, ...(fixture ? [timelineFixture()] : []), spy],
    scheduler,
  })
  const events: string[] = []
  for (const name of [
    'enterstage',
    'enteredstage',
    'leavestage',
    'leftstage',
    'framestarted',
    'frameended',
  ] as const)
    slider.on(`layers-text:${name}`, (e) =>
      events.push(`${e.slide}:${e.layerId}:${name}:${e.scene}.${e.frame}`),
    )
  const flush = () => new Promise((r) => setTimeout(r, 0))
  const run = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      scheduler.tick(16)
      await flush()
    }
  }
  let ready = false
  void slider.ready.then(() => {
    ready = true
  })
  for (let i = 0; i < 50 && !ready; i++) await run(16)
  // Settled: core builds the neighbours 50 ms after the first paint (docs/behaviour.md §4, step 8).
  await run(64)
  return {
    root,
    slider,
    scheduler,
    events,
    run,
    /** Sends an `actions:*` event as the actions service does (e.g. 'actions:scene'). */
    emit: ((type, payload) => probe?.emit(type, payload)) as PluginContext['emit'],
    /**
     * The root becomes `width` px wide; core lays the module out again after its 100 ms debounce
     * (`ms`, 112 by default, runs past it; 0 runs nothing).
     */
    async resize(width: number, ms = 112) {
      resize(width)
      await run(ms)
    },
    layer: (slide: number, id: string | number) =>
      root.querySelector<HTMLElement>(
        `.strata-slide[data-index="${slide}"] .strata-layer[data-layer-id="${id}"]`,
      ),
    cleanup() {
      slider.destroy()
      root.remove()
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    },
  }
}
