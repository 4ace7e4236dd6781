import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { STILL_MS } from './resize'
import { FROM_LEFT, layersModule, mount } from './test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** Moves by % and 0 only, the same at every level: nothing in it depends on the level or scale. */
const FIXED = {
  in: {
    content: {
      all: [
        { o: 0, x: '50%' },
        { d: 1000, o: 1, x: 0 },
      ],
    },
  },
}
/** Moves by px: its values scale with the grid. */
const MOVES = {
  in: {
    content: {
      all: [
        { o: 0, x: 100 },
        { d: 1000, o: 1, x: 10 },
      ],
    },
  },
}
/** Moves by % only, but by another % on phones. */
const BY_LEVEL = {
  in: {
    content: {
      all: [
        { o: 0, x: ['50%', '#a', '#a', '#a', '20%'] },
        { d: 1000, o: 1 },
      ],
    },
  },
}
/** Enters from 100 px to the right, by px, and rests at 0: moved to a new scale, not built again. */
const SLIDES_IN = {
  in: {
    content: {
      all: [
        { o: 0, x: 100 },
        { d: 1000, o: 1, x: 0 },
      ],
    },
  },
}
const el = (slide: number, id: number) => h?.layer(slide, id) as HTMLElement
const tweens = (slide: number, id: number) => gsap.getTweensOf(el(slide, id))
const opacity = (slide: number, id: number) => Number(gsap.getProperty(el(slide, id), 'opacity'))
const x = (slide: number, id: number) => gsap.getProperty(el(slide, id), 'x')

describe('a layout change keeps the scenes that hold none of its values (issue #25)', () => {
  it('a new scale: a layer moving by % goes on entering, one moving by px rests at the new scale', async () => {
    const slide = [
      { id: 1, tl: FIXED },
      { id: 2, tl: MOVES },
    ]
    h = await mount(layersModule([slide, slide]))
    await h.resize(240, 1200)
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.5 })
    h.slider.next()
    await h.run(1200)
    h.slider.prev()
    await h.run(300)
    const kept = tweens(0, 1)
    expect(kept.length).toBeGreaterThan(0)
    expect(opacity(0, 1)).toBeLessThan(1)
    // The same level, three quarters of the grid.
    await h.resize(360, 160)
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.75 })
    const after = tweens(0, 1)
    expect(after.length).toBe(kept.length)
    expect(after.every((t, i) => t === kept[i])).toBe(true)
    // Still entering; the px layer was built again and rests at 10 px × 0.75.
    expect(opacity(0, 1)).toBeLessThan(1)
    expect([opacity(0, 2), x(0, 2)]).toEqual([1, 7.5])
    await h.run(1000)
    expect([opacity(0, 1), opacity(0, 2)]).toEqual([1, 1])
    // The neighbour waits: its px layer at the new scale's start, its % layer as it was.
    expect(x(1, 2)).toBe(75)
    expect(opacity(1, 1)).toBe(0)
  })

  it('a new level keeps a layer the same at every level and builds again one that differs', async () => {
    h = await mount(
      layersModule([
        [
          { id: 1, tl: FIXED },
          { id: 2, tl: BY_LEVEL },
        ],
      ]),
    )
    await h.resize(1000, 1200)
    const level = h.slider.state.level
    const [fixed, byLevel] = [tweens(0, 1), tweens(0, 2)]
    // A new scale only: both kept (neither moves by px).
    await h.resize(900)
    expect(h.slider.state.level).toBe(level)
    expect(tweens(0, 2).every((t, i) => t === byLevel[i])).toBe(true)
    // Phones: the level-dependent layer's scenes are made again, the other's are not.
    await h.resize(240, 200)
    expect(h.slider.state.level).toBe(4)
    expect(tweens(0, 1).every((t, i) => t === fixed[i])).toBe(true)
    expect(tweens(0, 2)).toHaveLength(byLevel.length)
    expect(tweens(0, 2).some((t, i) => t !== byLevel[i])).toBe(true)
    expect([opacity(0, 1), opacity(0, 2)]).toEqual([1, 1])
  })

  it('a neighbour whose layers are all kept is not built again; one with a px layer is', async () => {
    h = await mount(
      layersModule([[{ id: 1, tl: FIXED }], [{ id: 1, tl: FIXED }], [{ id: 1, tl: MOVES }]]),
    )
    await h.run(1200)
    const [next, prev] = [tweens(1, 1), tweens(2, 1)]
    // Hidden, the neighbours are drawn again once the layout stays still.
    await h.resize(240, STILL_MS + 250)
    expect(tweens(1, 1).every((t, i) => t === next[i])).toBe(true)
    expect(opacity(1, 1)).toBe(0)
    // The previous slide (looping) moves by px: built again, waiting at 100 px × 0.5.
    expect(tweens(2, 1).some((t, i) => t !== prev[i])).toBe(true)
    expect(x(2, 1)).toBe(50)
  })
  it('a layer entering from the stage edge is kept, and waits from the edge where the layout now is', async () => {
    // happy-dom lays nothing out: each layer is `width` px wide, at the stage's left.
    let width = 100
    const proto = HTMLElement.prototype
    const own = Object.getOwnPropertyDescriptor(proto, 'offsetWidth')
    Object.defineProperty(proto, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('strata-layer') ? width : 0
      },
    })
    try {
      const slide = [{ id: 1, tl: FROM_LEFT }]
      h = await mount(layersModule([slide, slide, slide]))
      await h.run(1200)
      expect([x(0, 1), x(1, 1)]).toEqual([0, -100])
      const [shown, next] = [tweens(0, 1), tweens(1, 1)]
      width = 60
      await h.resize(240, 400)
      await h.run(100)
      // Neither built again: the shown layer stays where it entered, the neighbour's "from"
      // state is drawn again beyond the edge as it now is.
      expect(tweens(0, 1).every((t, i) => t === shown[i])).toBe(true)
      expect(tweens(1, 1).every((t, i) => t === next[i])).toBe(true)
      expect([x(0, 1), x(1, 1)]).toEqual([0, -60])
      // The neighbour enters from there.
      h.slider.next()
      await h.run(1000)
      expect(x(1, 1)).toBe(0)
    } finally {
      if (own) Object.defineProperty(proto, 'offsetWidth', own)
      else delete (proto as { offsetWidth?: number }).offsetWidth
    }
  })
  it('a layer entering by px and resting at 0 is kept; its neighbour waits at the new scale', async () => {
    const slide = [{ id: 1, tl: SLIDES_IN }]
    h = await mount(layersModule([slide, slide, slide]))
    await h.resize(360, 1200)
    await h.run(1200)
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.75 })
    expect([x(0, 1), x(1, 1)]).toEqual([0, 75])
    const [shown, next] = [tweens(0, 1), tweens(1, 1)]
    // The same level, two thirds of that grid.
    await h.resize(240, 400)
    await h.run(100)
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.5 })
    expect(tweens(0, 1).every((t, i) => t === shown[i])).toBe(true)
    expect(tweens(1, 1).every((t, i) => t === next[i])).toBe(true)
    expect([x(0, 1), x(1, 1)]).toEqual([0, 50])
    // The neighbour enters from 50 px (not 75, nor from where it rests); so does the shown one,
    // entered before the change, when it comes back.
    const entersFrom50 = async (slide: number) => {
      await h?.run(100)
      expect(x(slide, 1)).toBeGreaterThan(45)
      expect(x(slide, 1)).toBeLessThanOrEqual(50)
      await h?.run(1100)
      expect(x(slide, 1)).toBe(0)
    }
    h.slider.next()
    await entersFrom50(1)
    h.slider.prev()
    await entersFrom50(0)
    expect(tweens(0, 1).every((t, i) => t === shown[i])).toBe(true)
  })

  it('a layer made after a change too small to build again is moved from the scale it was made at', async () => {
    const slide = [{ id: 1, tl: SLIDES_IN }]
    h = await mount(layersModule([slide, slide, slide, slide, slide]))
    await h.resize(360, 1200)
    await h.run(1200)
    // Under half a percent more: nothing is built again, and what is built next uses it.
    await h.resize(361, 1200)
    const at = h.slider.state.scale
    expect(at).toBeGreaterThan(0.75)
    h.slider.next()
    await h.run(1200)
    expect(x(2, 1)).toBe(Math.round(100 * at * 100) / 100)
    await h.resize(240, 400)
    await h.run(100)
    // 100 px × 0.5 from what it holds, not from the scale the older slides were made at.
    expect(x(2, 1)).toBe(50)
  })

  it('a layer entering from the stage edge as the layout changes is built again, at rest', async () => {
    const slide = [{ id: 1, tl: FROM_LEFT }]
    h = await mount(layersModule([slide, slide]))
    await h.run(1200)
    h.slider.next()
    await h.run(100)
    const entering = tweens(1, 1)
    expect(entering.length).toBeGreaterThan(0)
    await h.resize(240, 400)
    // Its `in` would go on from the edge it measured before: built again, and put at its end.
    expect(tweens(1, 1).some((t, i) => t !== entering[i])).toBe(true)
    expect(x(1, 1)).toBe(0)
  })
})
