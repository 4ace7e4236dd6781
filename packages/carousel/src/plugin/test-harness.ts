import { type AnyPlugin, createSlider, type RawRecord, type Slider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { expect, vi } from 'vitest'
import { carousel } from '../index'
import { poseAt, poseTransform } from '../math/pose'

/** A carousel module in the exported shape with `count` slides; `slide[i]` adds to slide i's (1-based) record. */
export function carouselModule(
  count: number,
  carousel: RawRecord = {},
  extra: RawRecord = {},
  slide: Record<number, RawRecord> = {},
): RawRecord {
  const slides: RawRecord = {}
  for (let i = 1; i <= count; i++)
    slides[i] = { id: i, slide: { title: `Slide ${i}`, order: i, ...slide[i] }, layers: [] }
  return {
    id: 'c',
    settings: {
      type: 'carousel',
      carousel,
      size: { width: [1000, 1000, 1000, 778, 480], height: [500, 500, 500, 400, 300] },
      ...extra,
    },
    slides,
  }
}

/** A slider with the carousel plugin, a fake scheduler and a test-driven clock. */
export async function mountCarousel(
  count: number,
  settings: RawRecord = {},
  {
    reducedMotion = false,
    plugins = [],
    settings: extra = {},
    slides = {},
  }: {
    reducedMotion?: boolean
    plugins?: AnyPlugin[]
    settings?: RawRecord
    slides?: Record<number, RawRecord>
  } = {},
) {
  installFakeBrowser({ reducedMotion })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider: Slider = createSlider(root, {
    module: carouselModule(count, settings, extra, slides),
    plugins: [...plugins, carousel()],
    scheduler,
  })
  await slider.ready
  slider.pause()
  const flush = () => new Promise((r) => setTimeout(r, 0))
  return {
    root,
    slider,
    scheduler,
    /** Advances the clock by `ms` and lets promises settle. */
    async run(ms: number) {
      for (let t = 0; t < ms; t += 16) {
        scheduler.tick(16)
        await flush()
      }
    },
    slide: (i: number) => root.querySelector<HTMLElement>(`.strata-slide[data-index="${i}"]`),
    built: () =>
      [...root.querySelectorAll<HTMLElement>('.strata-slide')].map((el) =>
        Number(el.dataset.index),
      ),
    cleanup() {
      slider.destroy()
      root.remove()
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    },
  }
}

/** Slide `index` of a mounted carousel drawn at distance `d` from the focus, by its layout now. */
export function expectPose(
  mounted: Pick<Awaited<ReturnType<typeof mountCarousel>>, 'slider' | 'slide'>,
  index: number,
  d: number,
): void {
  const api = mounted.slider.plugin('carousel')
  const el = mounted.slide(index)
  if (!api || !el) throw new Error(`no carousel or no slide ${index}`)
  const pose = poseAt(api.layout(), d)
  expect(el.style.transform).toBe(poseTransform(pose))
  expect(Number(el.style.opacity)).toBeCloseTo(pose.opacity, 3)
}

/**
 * A root in the page `width` px wide and 300 high as the module measures it (happy-dom lays
 * nothing out), with a stand-in ResizeObserver: `resize(px)` tells the module it changed width.
 */
export function resizableRoot(width: number): { root: HTMLElement; resize(to: number): void } {
  let observed: (entries: unknown[]) => void = () => {}
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: (entries: unknown[]) => void) {
        observed = callback
      }
      observe() {}
      disconnect() {}
    },
  )
  const root = document.createElement('div')
  document.body.append(root)
  vi.spyOn(root, 'getBoundingClientRect').mockImplementation(
    () => ({ width, height: 300 }) as DOMRect,
  )
  return {
    root,
    resize(to) {
      width = to
      observed([{ contentRect: { width, height: 300 }, borderBoxSize: [{ inlineSize: width }] }])
    },
  }
}
