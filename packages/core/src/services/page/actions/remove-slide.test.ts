import { afterEach, describe, expect, it } from 'vitest'
import { settle, testLayers, testSlider } from '../test-slider'
import { actions } from './actions'

let cleanup = (): void => {}
afterEach(() => cleanup())

describe('actions() after slider.removeSlide', () => {
  it('a slide that moved down an index keeps its actions when its neighbours are built', async () => {
    // Slide 2 (index 1) holds the record; removing slide 1 moves it to index 0, and the slide
    // now at index 1 (slide 3) is built as its neighbour.
    const t = testSlider([testLayers(['1']), actions()], {
      slide: (n) => (n === 2 ? { actions: [{ a: 'next', src: [1] }] } : {}),
    })
    cleanup = t.cleanup
    await t.slider.ready
    for (let i = 0; i < 5; i++) {
      t.scheduler.tick(200)
      await settle()
    }
    const moved = t.root.querySelector('[data-slide-id="2"] [data-layer-id="1"]')
    t.slider.removeSlide(0)
    for (let i = 0; i < 5; i++) {
      await settle()
      t.scheduler.tick(20)
    }
    expect(t.slider.state.index).toBe(0)
    expect(t.slider.module?.slides[0]?.id).toBe('2')
    expect(t.root.querySelector('[data-slide-id="3"]')).not.toBeNull()
    const layer = t.root.querySelector('[data-slide-id="2"] [data-layer-id="1"]')
    expect(layer).toBe(moved)
    layer?.dispatchEvent(new Event('click'))
    t.scheduler.tick(40)
    await settle()
    expect(t.slider.state.index).toBe(1)
  })
})
