import { afterEach, describe, expect, it, vi } from 'vitest'

// A fresh split.ts each test: its load runs once per module.
const freshSplit = async () => {
  vi.resetModules()
  return import('./split')
}

afterEach(() => vi.unstubAllGlobals())

describe("loadSplit: the page's first Intl.Segmenter made while the chunks load", () => {
  it('makes one Segmenter as the load starts, before SplitText has arrived, and only once', async () => {
    const made: unknown[] = []
    const Segmenter = vi.fn(function (this: unknown) {
      made.push(this)
    })
    vi.stubGlobal('Intl', { ...Intl, Segmenter })
    const { loadSplit, splitText } = await freshSplit()
    const loading = loadSplit()
    // Made in the same turn as the imports were asked for: SplitText is not here yet.
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
