import { afterEach, describe, expect, it } from 'vitest'
import { layersText } from './plugin'
import { layersModule, mount } from './timeline/test-harness'

const fade = {
  in: {
    content: {
      all: [
        { t: 0, d: 0, o: 0 },
        { t: 100, d: 300, o: 1 },
      ],
    },
  },
}
let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

// Computed: a wrapper's `auto` is the layers' stylesheet's (css/defaults-sheet.ts).
const pointer = (el: HTMLElement | null | undefined) =>
  el && getComputedStyle(el).getPropertyValue('pointer-events')

describe('pointer events with the layout (docs/behaviour.md §4 "Layer scenes")', () => {
  it('a layout change during the first in frame keeps pointer events off; after in they are back', async () => {
    const click = { actions: [{ a: 'pause', evt: 'click', src: [1] }] }
    const module = layersModule([
      [
        { id: 1, tl: fade, ...click },
        { id: 2, tl: fade, pE: 'none' },
      ],
    ])
    h = await mount(module, { fixture: false, plugins: [layersText({ globalLayers: false })] })
    const [active, off] = [h.layer(0, 1), h.layer(0, 2)]
    await h.run(50)
    expect(pointer(active)).toBe('none')
    // A resize at the same level and scale: the layout runs again, the timelines do not rebuild.
    const { level, width, scale } = h.slider.state
    await h.resize(width + 10)
    expect(h.slider.state).toMatchObject({ level, scale })
    expect(pointer(active)).toBe('none')
    expect(pointer(off)).toBe('none')
    // The layout's pointer events sit on the wrapper, under the timelines' hold on the element.
    expect(pointer(active?.parentElement)).toBe('auto')
    expect(pointer(off?.parentElement)).toBe('none')
    await h.run(500)
    expect(pointer(active)).toBe('auto')
    // No listeners: the hold is cleared and the layer's own `pE: none` (its wrapper's) applies.
    expect(pointer(off)).toBe('')
    await h.resize(width + 20)
    expect(pointer(active)).toBe('auto')
    expect(pointer(off?.parentElement)).toBe('none')
  })

  it('an in of one keyframe (a state, nothing to tween) gives the pointer back as it ends', async () => {
    const click = { actions: [{ a: 'pause', evt: 'click', src: [1] }] }
    const state = { in: { content: { all: [{ o: 0.8, x: 10 }] } } }
    const module = layersModule([[{ id: 1, tl: state, ...click }]])
    h = await mount(module, { fixture: false, plugins: [layersText({ globalLayers: false })] })
    await h.run(500)
    expect(h.layer(0, 1)?.style.opacity).toBe('0.8')
    expect(pointer(h.layer(0, 1))).toBe('auto')
  })
})
