import { afterEach, describe, expect, it } from 'vitest'
import { layersText } from './plugin'
import { STILL_MS } from './timeline/resize'
import { layersModule, mount } from './timeline/test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** A layer 10 px from the left at desktop, 200 px at mobile (half scale at 240 px: 100 px). */
const layer = { id: 1, pos: { x: [10, '#a', '#a', '#a', 200] } }
const left = (slide: number) => h?.layer(slide, 1)?.parentElement?.style.left
const all = () => [0, 1, 2, 3, 4].map(left)
/** How wide each slide's layer grid is laid out: as wide as the stage here. */
const grids = () =>
  [0, 1, 2, 3, 4].map((slide) => h?.layer(slide, 1)?.parentElement?.parentElement?.style.width)

/** Five slides with the real layer plugin, a visit to slide 3 keeping all five built. */
async function visited(settings: Record<string, unknown> = {}) {
  const module = layersModule([1, 2, 3, 4, 5].map(() => [layer]))
  Object.assign(module.settings as object, settings)
  h = await mount(module, { fixture: false, plugins: [layersText()] })
  for (const _ of [1, 2]) {
    h.slider.next()
    await h.run(1000)
  }
  expect(all()).toEqual(['10px', '10px', '10px', '10px', '10px'])
  return h
}

describe('a layout change places the kept slides (issue #25)', () => {
  it('places the shown slide now, its neighbours once the layout is still, the others once they are neighbours', async () => {
    const h = await visited()
    await h.resize(240)
    // Hidden (core's `inert`), the neighbours wait until no layout change has come for STILL_MS.
    expect(all()).toEqual(['10px', '10px', '100px', '10px', '10px'])
    await h.run(STILL_MS)
    expect(all()).toEqual(['10px', '100px', '100px', '100px', '10px'])
    // Slide 5 becomes a neighbour of slide 4: placed as the change ends.
    h.slider.next()
    await h.run(1000)
    expect(all()).toEqual(['10px', '100px', '100px', '100px', '100px'])
    // Slide 1, two away: placed as the change to it starts, before it shows.
    const shown: (string | undefined)[] = []
    h.slider.on('slide:before', () => shown.push(left(0)))
    h.slider.goTo(0)
    await h.run(1000)
    expect(shown).toEqual(['100px'])
  })

  it('the same at the same level, the stage wider (a desktop window dragged)', async () => {
    const h = await visited()
    await h.resize(1300)
    // Slides 1 and 5 are not soon: they were last placed at the module's first width.
    const [first] = grids()
    expect(first).toBe('1600px')
    await h.resize(1400)
    expect(h.slider.state.level).toBe(0)
    const now = '1400px'
    // Dragged (a change every 112 ms here), the hidden neighbours are placed once it stops.
    expect(grids()).toEqual([first, first, now, first, first])
    await h.run(STILL_MS)
    expect(grids()).toEqual([first, now, now, now, first])
    h.slider.next()
    await h.run(1000)
    expect(grids()).toEqual([first, now, now, now, now])
  })

  it('places a hidden neighbour as a change to it starts, before the layout is still', async () => {
    const h = await visited()
    await h.resize(240)
    expect(left(3)).toBe('10px')
    const shown: (string | undefined)[] = []
    h.slider.on('slide:before', () => shown.push(left(3)))
    h.slider.next()
    await h.run(1000)
    expect(shown).toEqual(['100px'])
    // The new neighbour too, as the change ends.
    expect(all().slice(2)).toEqual(['100px', '100px', '100px'])
  })

  it('places every kept slide on relayout() (a font that arrived) and in a carousel', async () => {
    let h = await visited()
    await h.resize(240)
    h.slider.plugin('layers-text')?.relayout()
    expect(all()).toEqual(['100px', '100px', '100px', '100px', '100px'])
    h.cleanup()
    // A carousel shows every slide it builds (none is `inert`).
    h = await visited({ type: 'carousel' })
    await h.resize(240)
    expect(all()).toEqual(['100px', '100px', '100px', '100px', '100px'])
  })
})
