// vitest: fresh modules (the built-in actions chunk, once loaded, stays loaded: these tests count its loads from none)
import { afterEach, describe, expect, it } from 'vitest'
import { scrollLoaded } from '../scroll/scroll-anchor'
import { settle, testLayers, testSlider } from '../test-slider'
import { actions } from './actions'
import { builtinsHost } from './builtins-host'
import { builtinsLoaded, hasActions, loadBuiltins } from './load-builtins'

// One file, run in order: the chunks are fetched once per page, so the first test sees none.
let cleanup = (): void => {}
afterEach(() => cleanup())

describe('the built-in actions are a chunk loaded on demand (docs/performance.md)', () => {
  it('data without action records loads neither the built-in handlers nor the scroll code', async () => {
    const t = testSlider([testLayers(['1']), actions()])
    cleanup = t.cleanup
    await t.slider.ready
    t.scheduler.tick(20)
    await settle()
    expect(builtinsLoaded()).toBeUndefined()
    expect(scrollLoaded()).toBe(false)
  })

  it('a built-in run through the api before the chunk is in runs once it arrives (modal scenes)', async () => {
    const t = testSlider([testLayers(['1']), actions()])
    cleanup = t.cleanup
    await t.slider.ready
    t.scheduler.tick(20)
    const layer = t.root.querySelector('[data-layer-id="1"]') as Element
    const record = { a: 'next', evt: 'click', src: [], target: [], d: 0, rd: 0, raw: {}, path: 'x' }
    expect(builtinsLoaded()).toBeUndefined()
    expect(t.slider.plugin('actions')?.run(record, layer)).toBe(true)
    // The load the run started (one load a page): waited for as such, not by a poll's timer, which
    // a cold transform of the chunk outlasted on a loaded machine.
    await loadBuiltins()
    await expect.poll(() => t.slider.state.index).toBe(1)
    expect(t.slider.report).toEqual([])
  })

  it('data with action records has them in before the first paint, the scroll code with them', async () => {
    const t = testSlider([testLayers(['1']), actions()], {
      slide: (n) => (n === 1 ? { actions: [{ a: 'scrollBelow', src: [1] }] } : {}),
    })
    cleanup = t.cleanup
    await t.slider.ready
    expect(builtinsLoaded()?.builtinActions('auto', builtinsHost).scrollbelow).toBeTypeOf(
      'function',
    )
    expect(scrollLoaded()).toBe(true)
  })
})

describe('hasActions (the data trigger)', () => {
  it('finds a slide’s or a layer’s action records, at any depth', () => {
    expect(hasActions({ slides: { 1: { slide: { actions: [{ a: 'next' }] } } } })).toBe(true)
    expect(
      hasActions({ slides: { 1: { layers: { 2: { actions: { 0: { a: 'link' } } } } } } }),
    ).toBe(true)
  })

  it('empty or missing records are no actions', () => {
    expect(
      hasActions({ slides: { 1: { slide: { actions: [] }, layers: { 2: { actions: '' } } } } }),
    ).toBe(false)
    expect(hasActions({ settings: {} })).toBe(false)
    expect(hasActions(null)).toBe(false)
  })

  it('of a long module, in the slides it builds first: a later slide binds them when built', () => {
    const slides: Record<string, unknown> = {}
    for (let n = 1; n <= 20; n++) slides[n] = { slide: { order: n } }
    slides[12] = { slide: { order: 12, actions: [{ a: 'next' }] } }
    expect(hasActions({ slides })).toBe(false)
    // The last by order is read too: the slide before the first in a loop.
    slides[20] = { slide: { order: 20, actions: [{ a: 'next' }] } }
    expect(hasActions({ slides })).toBe(true)
  })
})
