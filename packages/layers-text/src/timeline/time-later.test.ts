import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { PIECE } from './index'
import { layersModule, mount, PER_LEVEL_IN } from './test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

const COUNT = PIECE * 2 + 1
/** Pieces for longer than core waits for a resize to settle (100 ms, 6 frames). */
const MANY = PIECE * 12
/** Enters from x 100 to x 10: GSAP moves it, so its build reads and its wait writes. */
const moves = {
  in: {
    content: {
      all: [
        { o: 0, x: 100 },
        { d: 100, o: 1, x: 10 },
      ],
    },
  },
}
/** Slide 3 holds two pieces and a bit of such layers; the others one. */
const module = () =>
  layersModule([
    [{ id: 1, tl: moves }],
    [{ id: 1, tl: moves }],
    Array.from({ length: COUNT }, (_, i) => ({ id: i + 1, tl: moves })),
    [{ id: 1, tl: moves }],
  ])
const xs = (count = COUNT) =>
  Array.from({ length: count }, (_, i) => {
    const el = h?.layer(2, i + 1)
    return el ? Number(gsap.getProperty(el, 'x')) : -1
  })

describe('a hidden neighbour is timed a piece a frame (issue #25)', () => {
  it('over several read phases, its layers all set to wait in the last one', async () => {
    h = await mount(module())
    h.slider.next()
    // Frame by frame from the change: when slide 3's layers exist, and when they wait at x 100.
    let built = -1
    let waiting = -1
    for (let frame = 0; frame < 60 && waiting < 0; frame++) {
      await h.run(16)
      const now = xs()
      if (built < 0 && !now.includes(-1)) built = frame
      if (now.every((x) => x === 100)) waiting = frame
      // Never some waiting and some not: the "from" states are written in one frame.
      else expect(now.filter((x) => x === 100)).toEqual([])
    }
    expect(built).toBeGreaterThanOrEqual(0)
    // Two pieces and one layer: three read phases after the frame that built the slide.
    expect(waiting - built).toBe(3)
    expect(h.slider.report).toEqual([])
  })

  it('a change to it before its pieces are done times the rest at once and plays every layer in', async () => {
    h = await mount(module())
    h.slider.next()
    let frame = 0
    // Its layers exist: its first piece is not timed yet.
    while (xs().includes(-1) && frame++ < 60) await h.run(16)
    h.slider.next()
    await h.run(16)
    // At the change's start every layer is at its "from" state, or on its way in from it.
    for (const x of xs()) expect(x).toBeGreaterThan(10)
    await h.run(1000)
    expect(xs()).toEqual(Array(COUNT).fill(10))
    expect(h.slider.state.index).toBe(2)
  })

  it('a resize to another level while its pieces are made builds it again at the new level', async () => {
    // At mobile's half scale a waiting layer sits at 150, a shown one at 20.
    const perLevel = PER_LEVEL_IN
    h = await mount(
      layersModule([
        [{ id: 1, tl: perLevel }],
        [{ id: 1, tl: perLevel }],
        Array.from({ length: MANY }, (_, i) => ({ id: i + 1, tl: perLevel })),
        [{ id: 1, tl: perLevel }],
      ]),
    )
    const all = () => xs(MANY)
    h.slider.next()
    let frame = 0
    while (all().includes(-1) && frame++ < 60) await h.run(16)
    // 240 px wide is mobile, at half scale; core's 100 ms wait for the resize to settle ends
    // with most of its pieces still to make.
    await h.resize(240)
    expect(all().filter((x) => x === 100).length).toBe(0)
    await h.run(800)
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.5 })
    // A neighbour of the shown slide: built again at mobile's values, every layer waiting.
    expect(all()).toEqual(Array(MANY).fill(150))
    h.slider.next()
    await h.run(1000)
    expect(all()).toEqual(Array(MANY).fill(20))
    expect(h.slider.report).toEqual([])
  })
})
