import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { STILL_MS } from './resize'
import { layersModule, mount, PER_LEVEL_IN } from './test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

const perLevel = PER_LEVEL_IN
const x = (slide: number) => gsap.getProperty(h?.layer(slide, 1) as HTMLElement, 'x')

describe('a new device level builds the timelines again (issue #25)', () => {
  it('the shown slide in the frame of the layout change, the others one a frame after it stays, nearest first', async () => {
    h = await mount(layersModule([1, 2, 3].map(() => [{ id: 1, tl: perLevel }])))
    await h.run(300)
    expect([x(0), x(1), x(2)]).toEqual([10, 100, 100])
    // 240 px wide: mobile (grid 480), at half scale. Each slide's frame of its new value.
    await h.resize(240, 96)
    const at: Record<number, number> = {}
    for (let frame = 0; frame < 24; frame++) {
      const now = [x(0), x(1), x(2)]
      if (now[0] === 20) at[0] ??= frame
      if (now[1] === 150) at[1] ??= frame
      if (now[2] === 150) at[2] ??= frame
      await h.run(16)
    }
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.5 })
    expect([x(0), x(1), x(2)]).toEqual([20, 150, 150])
    // Built again one after another: the shown slide first, then, once the layout has stayed
    // as it is for STILL_MS, slide 2 (next), then slide 3.
    expect(at[0]).toBeLessThan(3)
    expect(at[1]).toBeGreaterThanOrEqual(Math.floor(STILL_MS / 16))
    expect(at[2]).toBeGreaterThan(at[1] as number)
  })

  it('a window dragged builds the hidden neighbours again once it stops, not at each step', async () => {
    h = await mount(layersModule([1, 2, 3].map(() => [{ id: 1, tl: perLevel }])))
    await h.run(300)
    // Mobile, dragged a step a frame (scales 0.5 to 0.6): the neighbours wait to be drawn.
    for (const width of [240, 250, 260, 270, 280, 290, 280, 270, 260]) {
      await h.resize(width, 96)
      await h.run(16)
      expect([x(1), x(2)]).toEqual([100, 100])
    }
    expect(h.slider.state).toMatchObject({ level: 4, scale: 260 / 480 })
    await h.run(STILL_MS + 100)
    // The shown slide was built again as it went; the neighbours now, once, at the last scale.
    const at = (px: number) => Math.round(px * (260 / 480) * 100) / 100
    expect([x(0), x(1), x(2)]).toEqual([at(40), at(300), at(300)])
  })

  it('builds again the neighbours kept built, the other kept slides only once they are neighbours', async () => {
    h = await mount(layersModule([1, 2, 3, 4, 5].map(() => [{ id: 1, tl: perLevel }])))
    await h.run(300)
    // A visit to slide 3 keeps all five built.
    for (const _ of [1, 2]) {
      h.slider.next()
      await h.run(1000)
    }
    const all = () => [0, 1, 2, 3, 4].map(x)
    expect(all()).not.toContain(150)
    await h.resize(240)
    await h.run(400)
    const after = all()
    // Slides 2 and 4 (the neighbours) wait at mobile's start, the shown one rests at its end;
    // slides 1 and 5 were not built again.
    expect([after[1], after[2], after[3]]).toEqual([150, 20, 150])
    expect([after[0], after[4]]).not.toContain(150)
    // A change to slide 4 makes slide 5 a neighbour: built again after it, not slide 1.
    h.slider.next()
    await h.run(1000)
    expect(x(4)).toBe(150)
    expect(x(0)).toBe(after[0])
    // A far slide's change builds it at the new level first.
    h.slider.goTo(0)
    await h.run(1000)
    expect(x(0)).toBe(20)
  })

  it('builds again a far kept slide that shows, as a carousel shows several', async () => {
    h = await mount(layersModule([1, 2, 3, 4, 5].map(() => [{ id: 1, tl: perLevel }])))
    for (const _ of [1, 2]) {
      h.slider.next()
      await h.run(1000)
    }
    // Slide 1 shows (core writes `inert` on the slides that do not).
    h.root.querySelector('.strata-slide[data-index="0"]')?.removeAttribute('inert')
    await h.resize(240)
    // One a frame from the change's, as a visitor sees it: not once the layout stays still.
    await h.run(100)
    expect(x(0)).toBe(150)
    expect(x(4)).not.toBe(150)
  })

  it('a slide needed before its turn is built at the new level for its change', async () => {
    h = await mount(layersModule([1, 2, 3].map(() => [{ id: 1, tl: perLevel }])))
    await h.run(300)
    await h.resize(240, 0)
    for (let frame = 0; frame < 20 && x(0) !== 20; frame++) await h.run(16)
    // The frame of the layout change: the third slide (the previous one, looping) waits its turn.
    expect([x(0), x(2)]).toEqual([20, 100])
    h.slider.prev()
    await h.run(16)
    const from = x(2)
    await h.run(1000)
    expect(h.slider.state.index).toBe(2)
    expect(from).toBe(150)
    expect(x(2)).toBe(20)
  })

  it("keeps a layer's word split: the same pieces move to the new level's values", async () => {
    const words = {
      in: {
        words: {
          all: [
            { o: 0, y: [24, '#a', '#a', '#a', 48] },
            { d: 100, o: 1, y: [4, '#a', '#a', '#a', 40] },
          ],
        },
      },
    }
    h = await mount(layersModule([[{ id: 1, tl: words }], [{ id: 1, tl: words }]]))
    await h.run(300)
    const pieces = (slide: number) => [...(h?.layer(slide, 1)?.querySelectorAll('span') ?? [])]
    const [shown, waiting] = [pieces(0), pieces(1)]
    expect(shown.map((w) => w.textContent)).toEqual(['Layer', '1'])
    expect(gsap.getProperty(shown[0] as HTMLElement, 'y')).toBe(4)
    await h.resize(240)
    await h.run(100)
    // The same elements (toEqual would take equal copies).
    expect(pieces(0).every((w, i) => w === shown[i])).toBe(true)
    expect(pieces(1).every((w, i) => w === waiting[i])).toBe(true)
    expect(shown.every((w) => w.isConnected)).toBe(true)
    // Mobile's values at half scale: the shown words at rest, the waiting ones at their start.
    expect(shown.map((w) => gsap.getProperty(w, 'y'))).toEqual([20, 20])
    expect(waiting.map((w) => gsap.getProperty(w, 'y'))).toEqual([24, 24])
    expect(waiting.map((w) => gsap.getProperty(w, 'opacity'))).toEqual([0, 0])
  })
})
