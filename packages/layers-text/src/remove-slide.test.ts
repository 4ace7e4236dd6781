import { afterEach, describe, expect, it } from 'vitest'
import { layersText } from './plugin'
import { layersModule, mount } from './timeline/test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** Each slide's text, by its index now (empty for a slide built without its layers). */
const texts = () =>
  Object.fromEntries(
    [...(h?.root.querySelectorAll<HTMLElement>('.strata-slide') ?? [])].map((s) => [
      s.dataset.index,
      s.querySelector('.strata-layer')?.textContent ?? '',
    ]),
  )

/** Each layer fades in over 100 ms. */
const fadeIn = { in: { content: { all: [{ o: 0 }, { d: 100, o: 1 }] } } }

describe('a slide taken out (slider.removeSlide)', () => {
  it('leaves the later kept slides their layers, under their new indices', async () => {
    const slides = [1, 2, 3, 4, 5, 6].map((n) => [
      { id: 1, content: { text: `S${n}` }, tl: fadeIn },
    ])
    h = await mount(layersModule(slides), { fixture: false, plugins: [layersText()] })
    // A visit to slide 3 keeps slides 1 to 4 and 6 built.
    for (const _ of [1, 2]) {
      h.slider.next()
      await h.run(1000)
    }
    h.slider.removeSlide(1)
    await h.run(500)
    expect(texts()).toEqual({ 0: 'S1', 1: 'S3', 2: 'S4', 4: 'S6' })
    // Core then releases and builds slides by their new indices: each keeps its own layers.
    h.slider.goTo(4)
    await h.run(1500)
    h.slider.goTo(0)
    await h.run(1500)
    expect(texts()).toEqual({ 0: 'S1', 1: 'S3', 2: 'S4', 3: 'S5', 4: 'S6' })
    expect(h.slider.plugin('layers-text')?.elements(2)[0]?.textContent).toBe('S4')
    // Its timelines moved with it: slide 4, now the third, enters when shown.
    h.slider.goTo(2)
    await h.run(1500)
    expect(getComputedStyle(h.layer(2, 1) as HTMLElement).opacity).toBe('1')
  })
})
