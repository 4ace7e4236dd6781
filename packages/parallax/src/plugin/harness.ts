import { type AnyPlugin, createSlider, type RawRecord, type Slider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { parallax } from '../index'
import { scrollLoadsSettled } from '../scroll/lazy'

export interface Harness {
  slider: Slider
  root: HTMLElement
  browser: ReturnType<typeof installFakeBrowser>
  scheduler: ReturnType<typeof createFakeScheduler>
  /** Runs `ms` of frames, letting promises settle between them. */
  tick(ms?: number): Promise<void>
  /** The wrapper of the current slide's layer `id`. */
  wrap(id: string): HTMLElement
  /** Scrolls the window so the module's top is `top` px from the viewport's (768 px high). */
  scrollTo(top: number): Promise<void>
  done(): void
}

/** Where the module sits on the page, px: room to scroll it in from below the viewport. */
const PAGE_TOP = 2000

/**
 * A slider with layers-text and parallax on an 800 × 400 module at the top of a 1024 × 768
 * window, a fake scheduler and the fake browser (in view; reduced motion as asked).
 */
export async function harness(
  module: RawRecord,
  options: { reducedMotion?: boolean; matchMedia?: false; plugins?: AnyPlugin[] } = {},
): Promise<Harness> {
  const browser = installFakeBrowser(options)
  const root = document.createElement('div')
  // The module sits PAGE_TOP px down the page; the window scrolls over it.
  window.scrollTo(0, PAGE_TOP)
  root.getBoundingClientRect = () => new DOMRect(0, PAGE_TOP - window.scrollY, 800, 400)
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, {
    module,
    plugins: [layersText(), parallax(), ...(options.plugins ?? [])],
    scheduler,
  })
  const tick = async (ms = 16) => {
    for (let t = 0; t < ms; t += 16) {
      scheduler.tick(16)
      await Promise.resolve()
    }
  }
  // The runtime chunk loads in `prepare` (a real import, not a microtask): yield to the event
  // loop between frames until the slider is ready. The bound is wall time, not a count of
  // frames: on a loaded machine the import alone can outlast 400 quick turns.
  const until = Date.now() + 10_000
  while (!slider.state.ready && Date.now() < until) {
    await tick()
    await new Promise((r) => setTimeout(r, 0))
  }
  // The scroll code loads on demand (scroll-based modules only): wait until it is in.
  await scrollLoadsSettled()
  await tick(32)
  return {
    slider,
    root,
    browser,
    scheduler,
    tick,
    wrap(id) {
      const slide = root.querySelector(`.strata-slide[data-index="${slider.state.index}"]`)
      const el = slide?.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)?.parentElement
      if (!el) throw new Error(`no layer ${id}`)
      return el
    },
    async scrollTo(next) {
      window.scrollTo(0, PAGE_TOP - next)
      document.dispatchEvent(new Event('scroll'))
      await tick(32)
    },
    done() {
      slider.destroy()
      root.remove()
      browser.restore()
      window.scrollTo(0, 0)
    },
  }
}

/** The x, y, z of a wrapper's translate3d, [0, 0, 0] without a transform. */
export function translate(el: HTMLElement): number[] {
  const m = /translate3d\(([-\d.e]+)px, ([-\d.e]+)px, ([-\d.e]+)px\)/.exec(el.style.transform)
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0]
}
