// Shared by the suites: the default model, a one-slide module runner, and a root to mount on.
import { createSlider, type RawRecord, type RawValue, type ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, vi } from 'vitest'
import { backgroundAnimation, bgTransitionsPart } from './normalise'
import { bgTransitions } from './plugin'
import type { BgAnimation } from './types'

/** A slide whose slidebg layer (key `bg1`) has `tl.in.bg = bg` and the given extra fields. */
export const runSlideBg = (bg: RawValue, layer: RawRecord = {}) => {
  const r = normaliseModule(
    {
      slides: {
        5: {
          id: 5,
          slide: {},
          layers: {
            t1: { id: 't1', type: 'text' },
            bg1: { id: 'bg1', type: 'shape', subtype: 'slidebg', tl: { in: { bg } }, ...layer },
          },
        },
      },
    },
    { parts: [bgTransitionsPart] },
  )
  const slide = r.model.slides[0]
  if (!slide) throw new Error('slide missing')
  const s = { animation: backgroundAnimation(slide), overlay: slide.backgroundOverlay }
  return { s, report: r.report.filter((e: ReportEntry) => e.path.startsWith('slides.5')) }
}
/** Where `runSlideBg`'s slidebg layer sits in the raw data (report paths start with it). */
export const LAYER_PATH = 'slides.5.layers.bg1'

/** The normalised background animation of a slide with no animation data (model names). */
export const DEFAULT_ANIMATION: BgAnimation = {
  duration: 1000,
  stagger: 75,
  transition: 'basic',
  ease: 'power2.inOut',
  direction: 'start',
  random: false,
  in: {
    opacity: 0,
    x: 0,
    y: 0,
    rotation: 0,
    scaleX: 1,
    scaleY: 1,
    mask: false,
    rows: 1,
    columns: 1,
  },
  out: {
    animate: false,
    opacity: 1,
    x: 0,
    y: 0,
    rotation: 0,
    scaleX: 1,
    scaleY: 1,
    mask: false,
    rows: 1,
    columns: 1,
    ease: 'power2.inOut',
  },
  d3: { effect: 'none', direction: 'horizontal', depth: 300, tilt: 0, shadow: false },
  filter: { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 },
}

/** A 1000 × 500 root in the page: what the plugin suites mount their sliders on. */
export const sizedRoot = (): HTMLElement => {
  const root = document.createElement('div')
  root.getBoundingClientRect = () => ({ width: 1000, height: 500 }) as DOMRect
  document.body.append(root)
  return root
}

/**
 * For a suite of sliders: core's fake browser before each test; after it, the roots `mount()`
 * made are removed and mocks and stubbed globals restored.
 */
export function fakeBrowserPerTest(): () => HTMLElement {
  const roots: HTMLElement[] = []
  beforeEach(() => {
    installFakeBrowser()
  })
  afterEach(() => {
    for (const root of roots.splice(0)) root.remove()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
  return () => {
    const root = sizedRoot()
    roots.push(root)
    return root
  }
}

/** A slider of `module` with bg-transitions on `root` and a fake clock `run(ms)` moves on. */
export function bgSlider(root: HTMLElement, module: RawRecord, create = createSlider) {
  const fake = createFakeScheduler()
  const slider = create(root, { module, plugins: [bgTransitions()], scheduler: fake })
  const run = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      fake.tick(16)
      await new Promise((done) => setTimeout(done, 0))
    }
  }
  return { slider, run }
}

/**
 * A slider (made by `create`: core's, or the prepared one) of `data` with bg-transitions on a
 * fake clock, moved past its first paint and then changed `changes` times (a loop comes back
 * to each slide).
 */
export async function mountAndChange(
  root: HTMLElement,
  create: typeof createSlider,
  data: unknown,
  changes: number,
) {
  const { slider, run } = bgSlider(root, data as RawRecord, create)
  await run(500)
  for (let i = 0; i < changes; i++) {
    slider.next()
    await run(400)
  }
  return slider
}
