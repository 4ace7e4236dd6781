import { gsap } from 'gsap'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layersText } from '../plugin'
import { loadSplit, splitText } from './split'
import { FROM_LEFT, layersModule, mount } from './test-harness'

const fade = {
  in: {
    content: {
      orig: { x: '0%', y: '100%', z: '0' },
      all: [
        { t: 0, d: 0, y: 50, o: 0 },
        { t: 100, d: 300, y: 0, o: 1 },
      ],
    },
  },
}
let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

describe('timelines are built without forcing layouts (issue #25)', () => {
  it("a layer's origin, will-change and individual transforms are written with its build and restored on release", async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 1, tl: fade }]]))
    const el = h.layer(0, 1)
    expect(el?.style.transformOrigin).toMatch(/^0% 100%/)
    expect(el?.style.willChange).toBe('opacity')
    expect(el?.style.translate).toBe('none')
    await h.run(500)
    expect(Number(el?.style.opacity)).toBe(1)
    h.slider.destroy()
    expect(el?.style.transformOrigin).toBe('')
    expect(el?.style.willChange).toBe('')
    expect(el?.style.translate).toBe('')
  })

  it('a neighbour gets its timelines in the next read phase; a change to it comes in from its from state', async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 1, tl: fade }]]))
    // Built ahead of time and, a frame on, waiting in its from state.
    const next = h.layer(1, 1)
    expect(Number(next?.style.opacity)).toBe(0)
    h.slider.next()
    await h.run(48)
    expect(Number(next?.style.opacity)).toBeLessThan(1)
    await h.run(1000)
    expect(h.slider.state.index).toBe(1)
    expect(Number(next?.style.opacity)).toBe(1)
  })

  it("a neighbour's targets are written with its build and its timelines made in the next read phase, where GSAP reads before anything writes", async () => {
    const four = [1, 2, 3, 4].map(() => [{ id: 1, tl: fade }])
    h = await mount(layersModule(four))
    const read = vi.spyOn(window, 'getComputedStyle')
    let atBuild: { origin?: string; will?: string; opacity?: string; reads: number } | undefined
    h.slider.on('slide:build', ({ index }) => {
      if (index !== 2) return
      const el = h?.layer(2, 1)
      atBuild = {
        origin: el?.style.transformOrigin,
        will: el?.style.willChange,
        opacity: el?.style.opacity,
        reads: read.mock.calls.filter(([target]) => target === el).length,
      }
    })
    h.slider.goTo(1)
    await h.run(1000)
    // Built after the change (0 → 1 brings slide 2 into the window): targets written, nothing
    // read, no timeline yet.
    expect(atBuild).toEqual({
      origin: expect.stringMatching(/^0% 100%/),
      will: 'opacity',
      opacity: '',
      reads: 0,
    })
    // A frame on, it waits in its from state.
    expect(Number(h.layer(2, 1)?.style.opacity)).toBe(0)
  })

  it("a released slide's tweens are killed where they are: no style of its leaving elements is read or restored", async () => {
    const twenty = Array.from({ length: 20 }, () => [{ id: 1, tl: fade }])
    h = await mount(layersModule(twenty), { fixture: false, plugins: [layersText()] })
    const el = h.layer(0, 1) as HTMLElement
    expect(gsap.getTweensOf(el).length).toBeGreaterThan(0)
    const read = vi.spyOn(window, 'getComputedStyle')
    // Twelve steps on: the window is 11, 12, 13 and the nearest others down to 2 stay (twelve
    // slides built in all: docs/behaviour.md §4, step 8); slides 19, 0 and 1 are released.
    for (let i = 0; i < 12; i++) {
      h.slider.next()
      await h.run(1500)
    }
    expect(h.slider.state.index).toBe(12)
    expect(el.isConnected).toBe(false)
    expect(gsap.getTweensOf(el)).toEqual([])
    expect(read.mock.calls.filter(([target]) => target === el)).toEqual([])
    // Left as it was (pinned, promoted): restoring styles on a removed element shows no one anything.
    expect(el.style.willChange).toBe('opacity')
  })

  it('a words split is made before the layers are in the page (no layout to read), a lines split once they are', async () => {
    await loadSplit()
    const Split = splitText()
    if (!Split) throw new Error('SplitText did not load')
    const create = Split.create.bind(Split)
    const seen: string[] = []
    vi.spyOn(Split, 'create').mockImplementation((target, vars) => {
      const el = target as HTMLElement
      seen.push(`${el.closest('.strata-layer')?.getAttribute('data-layer-id')} ${el.isConnected}`)
      return create(target, vars)
    })
    const split = (track: string) => ({
      in: { [track]: { all: [{ o: 0 }, { d: 300, o: 1 }] } },
    })
    h = await mount(
      layersModule([
        [
          { id: 'w', tl: split('words'), content: { text: 'Two words' } },
          { id: 'l', tl: split('lines'), content: { text: 'Two lines' } },
        ],
      ]),
      { fixture: false, plugins: [layersText()] },
    )
    expect(seen).toEqual(['w false', 'l true'])
    expect(h.layer(0, 'w')?.querySelectorAll('div, span').length).toBeGreaterThan(1)
  })
})

describe("opacity is read with the slide's other reads, not by GSAP between writes (issue #25)", () => {
  it("every computed opacity read of a slide's faded layers is the timelines' own, before any tween", async () => {
    h = await mount(
      layersModule([[{ id: 1, tl: fade }], [{ id: 1, tl: fade }], [{ id: 1, tl: fade }]]),
    )
    const sheet = document.createElement('style')
    // happy-dom computes no default opacity: the page's CSS gives one, as a browser always does.
    sheet.textContent = '.strata-layer { opacity: 0.9 }'
    document.head.append(sheet)
    // Who reads `opacity` from a computed style: the stack at the read.
    const readers: string[] = []
    const real = window.getComputedStyle.bind(window)
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
      const style = real(el, pseudo)
      return new Proxy(style, {
        get(target, key) {
          if (key === 'opacity') readers.push(new Error().stack ?? '')
          const value = Reflect.get(target, key, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
    })
    // Slide 2 enters the window: it is built, then timed and set waiting in the next read phase.
    h.slider.goTo(1)
    await h.run(1000)
    sheet.remove()
    expect(readers.length).toBeGreaterThan(0)
    for (const stack of readers) expect(stack).toMatch(/readOpacity/)
    expect(h.layer(2, 1)?.style.opacity).toBe('0')
  })
})

describe('edge-word boxes are measured again after a layout change, in a read phase (issue #25)', () => {
  it("a neighbour's `in` from the stage's left edge reads no layout when it plays after a resize", async () => {
    const three = [1, 2, 3].map(() => [{ id: 1, tl: FROM_LEFT }])
    h = await mount(layersModule(three))
    const before = { level: h.slider.state.level, scale: h.slider.state.scale }
    // A wider stage at the same device level and scale: the layers move, the boxes are forgotten.
    await h.resize(1600)
    expect({ level: h.slider.state.level, scale: h.slider.state.scale }).toEqual(before)
    await h.run(48)
    // From here on, any layout read of the neighbour's layer is a forced one during the change.
    const el = h.layer(1, 1) as HTMLElement
    let reads = 0
    for (const key of ['offsetLeft', 'offsetTop', 'offsetWidth', 'offsetHeight'])
      Object.defineProperty(el, key, {
        configurable: true,
        get: () => {
          reads++
          return 0
        },
      })
    h.slider.next()
    await h.run(1000)
    expect(h.slider.state.index).toBe(1)
    expect(reads).toBe(0)
    // It still came in from beyond the left edge to its place.
    expect(gsap.getProperty(el, 'x')).toBe(0)
  })
})

describe("the document's first layout is taken with the first slide's build (issue #25)", () => {
  it('for a slide whose layers only show, as for one whose layers fade in', async () => {
    const proto = HTMLElement.prototype
    const own = Object.getOwnPropertyDescriptor(proto, 'offsetWidth')
    let layerReads = 0
    Object.defineProperty(proto, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('strata-layer')) layerReads++
        return own?.get?.call(this) ?? 0
      },
    })
    try {
      // No `tl`: nothing is timed, but the frame would otherwise take the first layout.
      h = await mount(layersModule([[{ id: 1 }], [{ id: 1 }]]))
    } finally {
      if (own) Object.defineProperty(proto, 'offsetWidth', own)
      else delete (proto as { offsetWidth?: number }).offsetWidth
    }
    expect(layerReads).toBeGreaterThan(0)
  })
})
