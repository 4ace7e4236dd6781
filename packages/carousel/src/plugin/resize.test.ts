import { createSlider, type Slider } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carousel } from './carousel'
import { carouselModule, resizableRoot } from './test-harness'

let slider: Slider | undefined
afterEach(() => {
  slider?.destroy()
  document.body.replaceChildren()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a carousel resized', () => {
  it('widened from a phone to a wide screen, it builds the slides the wider strip shows', async () => {
    installFakeBrowser()
    const { root, resize } = resizableRoot(300)
    const scheduler = createFakeScheduler()
    const size = { width: [1600, 1600, 1600, 778, 480], height: [300, 300, 300, 300, 300] }
    slider = createSlider(root, {
      module: carouselModule(12, { maxV: 7 }, { size }),
      plugins: [carousel()],
      scheduler,
    })
    await slider.ready
    const api = slider.plugin('carousel')!
    // 300 px wide: two slides in view (none narrower than half the strip's height).
    expect(api.layout().geometry.visible).toBe(2)
    resize(1600)
    scheduler.tick(110)
    // 1600 px wide: seven in view (0 to 3 on this side of the focus), the peek at 4.
    expect(api.layout().geometry.visible).toBe(7)
    const peek = root.querySelector<HTMLElement>('.strata-slide[data-index="4"]')
    expect(peek?.style.opacity).toBe('1')
  })
})
