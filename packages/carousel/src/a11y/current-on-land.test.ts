import type { AnyPlugin } from '@strata/core'
import { afterEach, describe, expect, it } from 'vitest'
import { mountCarousel } from '../plugin/test-harness'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let m: Mounted | undefined
afterEach(() => {
  m?.cleanup()
  m = undefined
})

/** A plugin whose transition outlasts the carousel's step by `ms`, as a layer's out does. */
function slowTransition(ms: number): AnyPlugin {
  return {
    name: 'slow',
    options: {},
    setup(ctx) {
      const off = ctx.addTransition(
        (req) =>
          new Promise<void>((done) => {
            if (req.from < 0) done()
            else ctx.scheduler.after(800 + ms, done)
          }),
      )
      return { destroy: off }
    },
  }
}

/** The built slides carrying `name`, by index. */
const marked = (mounted: Mounted, name: string) =>
  mounted.built().filter((i) => mounted.slide(i)!.hasAttribute(name))

// The strip lands before core's change ends when another plugin's transition outlasts it
// (issue #25's notes: `aria-current` stayed on the leaving slide about 200 ms).
describe('the focused slide’s marks move when the strip lands', () => {
  it('aria-current, data-active, the slides in view and the layers flag follow the strip, not the slowest transition', async () => {
    m = await mountCarousel(7, {}, { plugins: [slowTransition(200)] })
    const api = m.slider.plugin('carousel')!
    m.slider.next()
    await m.run(400)
    // Mid-step: still slide 0's.
    expect(marked(m, 'aria-current')).toEqual([0])
    await m.run(420)
    expect(api.position()).toBe(1)
    expect(m.slider.state.locked).toBe(true)
    expect(marked(m, 'aria-current')).toEqual([1])
    expect(marked(m, 'data-active')).toEqual([1])
    expect(m.slide(1)!.getAttribute('aria-current')).toBe('true')
    // Slide 2 came into view as the strip landed.
    expect(m.slide(2)!.hasAttribute('inert')).toBe(false)
    expect(api.layersOn(1)).toBe(true)
    expect(api.layersOn(0)).toBe(false)
    await m.run(250)
    expect(m.slider.state).toMatchObject({ index: 1, locked: false })
    expect(marked(m, 'aria-current')).toEqual([1])
  })

  it('a resize after the strip landed, before core’s change ends, keeps the marks on the new slide', async () => {
    m = await mountCarousel(7, {}, { plugins: [slowTransition(400)], width: 1000 })
    m.slider.next()
    await m.run(820)
    await m.resize(900)
    expect(m.slider.state.locked).toBe(true)
    expect(marked(m, 'aria-current')).toEqual([1])
    expect(m.slide(2)!.hasAttribute('inert')).toBe(false)
  })
})
