import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { layersText } from '../plugin'
import { loadSplit } from './split'
import { layersModule, mount, timelineFixture } from './test-harness'

// SplitText is not on the page until a test lets it come (each test starts without it): a slide
// can be removed while it is on its way.
const split = vi.hoisted(() => ({ here: false, open: () => {}, gate: Promise.resolve() }))
vi.mock('./split', async (importOriginal) => {
  const real = await importOriginal<typeof import('./split')>()
  return {
    ...real,
    splitText: () => (split.here ? real.splitText() : undefined),
    loadSplit: () => split.gate.then(real.loadSplit),
  }
})
beforeEach(() => {
  split.here = false
  split.gate = new Promise<void>((resolve) => {
    split.open = () => {
      split.here = true
      resolve()
    }
  })
})

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** The timeline fixture with no `prepare`: a layer's chunks load once it is built. */
const built = () => ({ ...timelineFixture(), prepare: undefined })
const WORDS = { in: { words: { all: [{ o: 0 }, { d: 100, o: 1 }] } } }
const FADE = { in: { content: { all: [{ o: 0 }, { d: 100, o: 1 }] } } }

describe('a slide removed before it (slider.removeSlide, docs/behaviour.md §4 "Removing a slide")', () => {
  it('a layer whose own slide was removed while it waited is not built when SplitText arrives', async () => {
    // The layer plugin itself: it releases a removed slide's layers as their elements go.
    const { prepare: _, ...late } = layersText()
    h = await mount(layersModule([[{ id: 1 }], [{ id: 2 }], [{ id: 3, tl: WORDS }]]), {
      fixture: false,
      plugins: [late],
    })
    const gone = h.layer(2, 3) as HTMLElement
    expect(gone.style.visibility).toBe('hidden')
    h.slider.removeSlide(2)
    await h.run(200)
    split.open()
    await loadSplit()
    await h.run(100)
    // Not split into words: no timeline was made for it.
    expect([gone.isConnected, gone.children.length]).toEqual([false, 0])
    expect(h.slider.report).toEqual([])
  })

  it("a layer waiting for SplitText is built when it arrives, under its slide's new index", async () => {
    h = await mount(layersModule([[{ id: 1 }], [{ id: 2 }], [{ id: 3, tl: WORDS }]]), {
      fixture: false,
      plugins: [built()],
    })
    // The last slide, built as the first one's neighbour, waits hidden for SplitText.
    expect(h.layer(2, 3)?.style.visibility).toBe('hidden')
    h.slider.removeSlide(1)
    await h.run(200)
    split.open()
    await loadSplit()
    await h.run(100)
    expect(h.layer(1, 3)?.style.visibility).toBe('')
    h.slider.goTo(1)
    await h.run(1000)
    expect(h.events).toContain('1:3:enteredstage:in.1')
  })

  it("a later slide's layer events carry its new index", async () => {
    h = await mount(layersModule([[{ id: 1 }], [{ id: 2 }], [{ id: 3, tl: FADE }]]))
    h.slider.goTo(2)
    await h.run(1000)
    h.slider.removeSlide(0)
    await h.run(200)
    expect(h.slider.state.index).toBe(1)
    h.events.length = 0
    h.emit('actions:scene', { scene: 'in', targets: ['3'], element: document.body })
    await h.run(500)
    expect(h.events).toEqual(['1:3:enterstage:in.1', '1:3:enteredstage:in.1'])
  })
})
