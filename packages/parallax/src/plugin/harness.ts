import { createSlider, type RawRecord, type Slider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { layersText } from '@strata/layers-text'
import { parallax } from '../index'

export interface Harness {
  slider: Slider
  root: HTMLElement
  browser: ReturnType<typeof installFakeBrowser>
  /** Runs `ms` of frames, letting promises settle between them. */
  tick(ms?: number): Promise<void>
  /** The wrapper of the current slide's layer `id`. */
  wrap(id: string): HTMLElement
  /** Moves the module's top to `top` (viewport 768 px high) and scrolls. */
  scrollTo(top: number): Promise<void>
  done(): void
}

/**
 * A slider with layers-text and parallax on an 800 × 400 module at the top of a 1024 × 768
 * window, a fake scheduler and the fake browser (in view; reduced motion as asked).
 */
export async function harness(
  module: RawRecord,
  options: { reducedMotion?: boolean; matchMedia?: false } = {},
): Promise<Harness> {
  const browser = installFakeBrowser(options)
  const root = document.createElement('div')
  let top = 0
  root.getBoundingClientRect = () => new DOMRect(0, top, 800, 400)
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { module, plugins: [layersText(), parallax()], scheduler })
  const tick = async (ms = 16) => {
    for (let t = 0; t < ms; t += 16) {
      scheduler.tick(16)
      await Promise.resolve()
    }
  }
  for (let i = 0; i < 40 && !slider.state.ready; i++) await tick()
  await tick(32)
  return {
    slider,
    root,
    browser,
    tick,
    wrap(id) {
      const slide = root.querySelector(`.strata-slide[data-index="${slider.state.index}"]`)
      const el = slide?.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)?.parentElement
      if (!el) throw new Error(`no layer ${id}`)
      return el
    },
    async scrollTo(next) {
      top = next
      window.dispatchEvent(new Event('scroll'))
      await tick(32)
    },
    done() {
      slider.destroy()
      root.remove()
      browser.restore()
    },
  }
}

/** The x, y, z of a wrapper's translate3d, [0, 0, 0] without a transform. */
export function translate(el: HTMLElement): number[] {
  const m = /translate3d\(([-\d.e]+)px, ([-\d.e]+)px, ([-\d.e]+)px\)/.exec(el.style.transform)
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0]
}
