import { afterEach, beforeEach, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import type { AnyPlugin } from '../types/plugin'
import { sampleModule } from './fake-browser'
import { useFakePage } from './fake-page'

/** What a ResizeObserver reports for the root (test helper). */
export interface SizeEntry {
  contentRect: { width: number; height: number }
  borderBoxSize?: Array<{ inlineSize: number }>
}

/** A root in the page whose width the test sets, and the resize observer's callback. */
export interface SizedRoot {
  root: HTMLElement
  /** The width `getBoundingClientRect` gives (happy-dom lays nothing out). */
  width: number
  /** Calls the slider's resize observer with `entries`. */
  report(entries: SizeEntry[]): void
}

/**
 * Registers the hooks that give each test a fresh root of `width` px and a ResizeObserver stub
 * whose callback is `sized.report` (test helper; call at a test file's top level).
 */
export function useSizedRoot(width: number): SizedRoot {
  // The fake browser, the root in the page and the mocks' end are the fake page's.
  const page = useFakePage()
  const sized: SizedRoot = { root: page.root, width, report: () => {} }
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: SizedRoot['report']) {
          sized.report = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    sized.width = width
    sized.root = page.root
    vi.spyOn(sized.root, 'getBoundingClientRect').mockImplementation(
      () => ({ width: sized.width }) as DOMRect,
    )
  })
  afterEach(() => vi.unstubAllGlobals())
  return sized
}

/**
 * A slider on `sized.root` of `count` slides of `length` ms, those `hidden` names
 * `hideOnMobile` (`hom` in the export), opened at `start` px wide on slide `first` (1-based);
 * slide `hal` hides after one loop (test helper). `resize(w)` is the container settling at w px
 * (below 480 px is the mobile level); `settle(ms)` runs the clock, then lets the slide change it
 * started end.
 */
export async function openHiding(
  sized: SizedRoot,
  hidden: string[],
  { count = 3, first = 1, length = 1000, plugins = [] as AnyPlugin[], hal = '', start = 1300 } = {},
) {
  sized.width = start
  const raw = sampleModule(count, {
    slideshow: { length, navDelay: 0, firstSlide: first === 1 ? 'auto' : first },
  })
  const slides = raw.slides as Record<string, { slide: Record<string, unknown> }>
  for (const key of hidden) slides[key]!.slide.slideshow = { hom: true }
  if (hal) slides[hal]!.slide.slideshow = { hal: 1 }
  const scheduler = createFakeScheduler()
  const slider = createSlider(sized.root, { module: raw, scheduler, plugins })
  await slider.ready
  const shown: number[] = []
  slider.on('slide:after', ({ index }) => shown.push(index))
  const resize = (w: number) => {
    sized.width = w
    sized.report([{ contentRect: { width: w, height: 600 } }])
    // docs/behaviour.md §9: the resize callback runs 100 ms after the size settles.
    scheduler.tick(110)
  }
  const settle = async (ms = 0) => {
    scheduler.tick(ms)
    await new Promise((done) => setTimeout(done))
  }
  return { slider, scheduler, shown, resize, settle }
}
