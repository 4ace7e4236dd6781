import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Harness, harness, translate } from './harness'
import { motionModule } from './test-module'

let h: Harness | undefined
afterEach(() => {
  h?.done()
  h = undefined
})

/** Lays the module out `width` px wide: core measures the root on the window's resize. */
async function resizeTo(at: Harness, width: number) {
  at.root.getBoundingClientRect = () => new DOMRect(0, 2000 - window.scrollY, width, 400)
  window.dispatchEvent(new Event('resize'))
  // Core's resize wait (100 ms), then the frame that draws.
  await at.tick(200)
}

describe('a layout change (a resize across levels)', () => {
  it('moves the layers to their offsets in the new box at once, the pointer still', async () => {
    // Without ResizeObserver core follows the window's resize event.
    vi.stubGlobal('ResizeObserver', undefined)
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    h.root.dispatchEvent(
      new PointerEvent('pointermove', { clientX: 800, clientY: 0, pointerType: 'mouse' }),
    )
    await h.tick(32)
    const level = h.slider.state.level
    await resizeTo(h, 400)
    const { width, height } = h.slider.state
    expect(h.slider.state.level).not.toBe(level)
    // Level 20 at the right top edge: 20 % of half the new width and height.
    const [x, y] = translate(h.wrap('near'))
    expect(x).toBeCloseTo(-0.1 * width, 2)
    expect(y).toBeCloseTo(0.1 * height, 2)
  })

  it('draws the scroll pose at the new grid scale where the frames draw it (3D)', async () => {
    vi.stubGlobal('ResizeObserver', undefined)
    h = await harness(motionModule({ mod: { use: true, type: '3D', sp: 0 } }))
    await h.scrollTo(600)
    const before = h.slider.state.scale
    const y = translate(h.wrap('drift'))[1] ?? 0
    expect(y).toBeLessThan(0)
    await resizeTo(h, 400)
    const after = h.slider.state.scale
    expect(after).not.toBe(before)
    expect(translate(h.wrap('drift'))[1]).toBeCloseTo((y / before) * after, 2)
  })
})
