import { afterEach, describe, expect, it, vi } from 'vitest'

// A fresh split.ts each test: its load runs once per module.
const freshSplit = async () => {
  vi.resetModules()
  return import('./split')
}

afterEach(() => vi.unstubAllGlobals())

/** Resolves once the tasks queued so far (a 0 ms timer) have run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("loadSplit: the page's first Intl.Segmenter made while the chunks load", () => {
  it('makes one Segmenter as the load starts, before SplitText has arrived, and only once', async () => {
    const made: unknown[] = []
    const Segmenter = vi.fn(function (this: unknown) {
      made.push(this)
    })
    vi.stubGlobal('Intl', { ...Intl, Segmenter })
    const { loadSplit, splitText } = await freshSplit()
    const loading = loadSplit()
    // Made once this turn's work and its microtasks are done (below), before SplitText arrives.
    expect(made).toHaveLength(0)
    await Promise.resolve()
    await Promise.resolve()
    expect(made).toHaveLength(1)
    expect(splitText()).toBeUndefined()
    expect(loadSplit()).toBe(loading)
    await loading
    expect(splitText()).toBeDefined()
    // SplitText made its own as it was evaluated (free after ours); a second load makes none.
    expect(made).toHaveLength(2)
    await loadSplit()
    expect(made).toHaveLength(2)
  })

  it("lets the plugins after this one ask for their chunks and images first: it waits for the turn's end", async () => {
    const order: string[] = []
    vi.stubGlobal('Intl', {
      ...Intl,
      Segmenter: class {
        constructor() {
          order.push('segmenter')
        }
      },
    })
    const { loadSplit } = await freshSplit()
    // Core runs every plugin's prepare in one turn: layers-text's, then (say) bg-transitions'.
    const loading = loadSplit()
    order.push('the next plugin asks for its chunks')
    // An image's request starts at the end of the turn, in a microtask.
    queueMicrotask(() => order.push('an image is asked for'))
    await nextTask()
    // SplitText, once it has arrived, makes one of its own after ours.
    expect(order.slice(0, 3)).toEqual([
      'the next plugin asks for its chunks',
      'an image is asked for',
      'segmenter',
    ])
    await loading
  })

  it('still loads SplitText where Intl has no Segmenter, or making one throws', async () => {
    vi.stubGlobal('Intl', {})
    const first = await freshSplit()
    await first.loadSplit()
    expect(first.splitText()).toBeDefined()
    // A Segmenter that fails once (ours): the load goes on, and SplitText makes its own.
    let fails = 1
    vi.stubGlobal('Intl', {
      Segmenter: function Segmenter() {
        if (fails-- > 0) throw new Error('no ICU data')
      },
    })
    const second = await freshSplit()
    await second.loadSplit()
    expect(second.splitText()).toBeDefined()
  })
})
