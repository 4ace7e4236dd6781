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
    width,
  }: {
    reducedMotion?: boolean
    plugins?: AnyPlugin[]
    settings?: RawRecord
    slides?: Record<number, RawRecord>
    /** The module's width in px (`resizableRoot`; 400 is the mobile level); none: unmeasured. */
    width?: number
  } = {},
) {
  installFakeBrowser({ reducedMotion })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const sized = width === undefined ? undefined : resizableRoot(width)
  const root = sized?.root ?? document.body.appendChild(document.createElement('div'))
  const scheduler = createFakeScheduler()
  const slider: Slider = createSlider(root, {
    module: carouselModule(count, settings, extra, slides),
    plugins: [...plugins, carousel()],
    scheduler,
  })
  await slider.ready
  slider.pause()
  const flush = () => new Promise((r) => setTimeout(r, 0))
  const m = {
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
    /** With a `width`: tells the module it is `to` px wide, then lets 200 ms pass. */
    async resize(to: number) {
      sized?.resize(to)
      await m.run(200)
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
  return m
}

/**
 * A touch pointer with its own clock: events carry it as their timeStamp (one event every
 * 8 ms), so a drag's velocity does not depend on how fast the test machine dispatches them.
 */
export function touchPointer() {
  let clock = 1000
  return {
    fire(el: Element, type: string, x: number, y = 100): boolean {
      const event = new PointerEvent(type, {
        clientX: x,
        clientY: y,
        pointerId: 7,
        pointerType: 'touch',
        bubbles: true,
      })
      Object.defineProperty(event, 'timeStamp', { value: clock })
      clock += 8
      return el.dispatchEvent(event)
    },
    /** The pointer rests `ms` before its next event. */
    rest(ms: number): void {
      clock += ms
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
