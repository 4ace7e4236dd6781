import { vi } from 'vitest'
import { createSlider } from '../../create-slider'
import { createFakeScheduler } from '../../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../../test-support/fake-browser'
import type { AnyPlugin, Plugin } from '../../types/plugin'

/** Lets promises and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * A slider for the page services' tests: `count` slides in the exported shape, a fake clock and
 * a fake IntersectionObserver (in view). `cleanup` destroys it and restores the globals.
 */
export function testSlider(
  plugins: readonly AnyPlugin[],
  {
    count = 5,
    settings = {},
    slide = () => ({}),
  }: {
    count?: number
    settings?: Record<string, unknown>
    /** Extra fields of slide n's `slide` record (1-based), e.g. its actions. */
    slide?: (n: number) => Record<string, unknown>
  } = {},
) {
  const browser = installFakeBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const module = sampleModule(count, settings)
  const slides = module.slides as Record<string, { slide: Record<string, unknown> }>
  for (const [key, entry] of Object.entries(slides)) Object.assign(entry.slide, slide(Number(key)))
  const slider = createSlider(root, { module, scheduler, plugins })
  return {
    slider,
    root,
    scheduler,
    module,
    cleanup() {
      slider.destroy()
      root.remove()
      browser.restore()
      vi.restoreAllMocks()
    },
  }
}

/**
 * Stands in for a layer plugin: on `slide:build` it adds a button per id in `ids`, marked with
 * `data-layer-id`, as layers-text will.
 */
export function testLayers(ids: readonly string[]): Plugin<'test-layers', null> {
  return {
    name: 'test-layers',
    options: null,
    setup(ctx) {
      const off = ctx.on('slide:build', ({ element }) => {
        for (const id of ids) {
          const el = element.ownerDocument.createElement('button')
          el.setAttribute('data-layer-id', id)
          element.append(el)
        }
      })
      return { destroy: off }
    },
  }
}
