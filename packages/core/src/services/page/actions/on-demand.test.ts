import { afterEach, describe, expect, it, vi } from 'vitest'
import { settle, testLayers, testSlider } from '../test-slider'
import { hasActions } from './load-builtins'

let cleanup = (): void => {}
afterEach(() => cleanup())

/** The page services as a fresh page gets them: no chunk fetched yet. */
async function fresh() {
  vi.resetModules()
  const { actions } = await import('./actions')
  const { builtinsLoaded } = await import('./load-builtins')
  const { scrollLoaded } = await import('../scroll/scroll-anchor')
  return { actions, builtinsLoaded, scrollLoaded }
}

const record = (a: string) => ({
  a,
  evt: 'click',
  src: [],
  target: [],
  d: 0,
  rd: 0,
  raw: {},
  path: 'api',
})

describe('the actions engine and its built-in handlers are a chunk loaded on demand (docs/performance.md)', () => {
  it('data without action records loads neither the engine nor the scroll code', async () => {
    const { actions, builtinsLoaded, scrollLoaded } = await fresh()
    const t = testSlider([testLayers(['1']), actions()])
    cleanup = t.cleanup
    await t.slider.ready
    t.scheduler.tick(20)
    await settle()
    expect(builtinsLoaded()).toBeUndefined()
    expect(scrollLoaded()).toBe(false)
    expect(t.slider.report).toEqual([])
  })

  it('data with action records has them in before the first paint, the scroll code with them', async () => {
    const { actions, builtinsLoaded, scrollLoaded } = await fresh()
    const t = testSlider([testLayers(['1']), actions()], {
      slide: (n) => (n === 1 ? { actions: [{ a: 'scrollBelow', src: [1] }] } : {}),
    })
    cleanup = t.cleanup
    await t.slider.ready
    expect(builtinsLoaded()?.builtinActions('auto').scrollbelow).toBeTypeOf('function')
    expect(scrollLoaded()).toBe(true)
  })

  it('a built-in run through the api before the chunk is in runs once it arrives (modal scenes)', async () => {
    const { actions, builtinsLoaded } = await fresh()
    const t = testSlider([testLayers(['1']), actions()])
    cleanup = t.cleanup
    await t.slider.ready
    t.scheduler.tick(20)
    const layer = t.root.querySelector('[data-layer-id="1"]') as Element
    expect(builtinsLoaded()).toBeUndefined()
    expect(t.slider.plugin('actions')?.run(record('next'), layer)).toBe(true)
    expect(t.slider.plugin('actions')?.run(record('fly'), layer)).toBe(false)
    await expect.poll(() => t.slider.state.index).toBe(1)
    await expect
      .poll(() => t.slider.report)
      .toEqual([{ path: 'api.a', message: 'unknown action "fly"; ignored' }])
  })

  it('records bound and handlers registered through the api before the chunk is in work once it arrives', async () => {
    const { actions, builtinsLoaded } = await fresh()
    const t = testSlider([actions()])
    cleanup = t.cleanup
    await t.slider.ready
    const api = t.slider.plugin('actions')!
    const opened = vi.fn()
    const dropped = vi.fn()
    api.register('open_modal', opened)
    api.register('dropped', dropped)()
    const button = document.createElement('button')
    t.root.append(button)
    api.bind(button, [{ a: 'openModal' }, { a: 'dropped' }, { a: 'next' }], 'page.button')
    expect(builtinsLoaded()).toBeUndefined()
    await expect.poll(() => builtinsLoaded()).toBeDefined()
    await settle()
    button.click()
    t.scheduler.tick(40)
    await settle()
    expect(opened).toHaveBeenCalledOnce()
    expect(dropped).not.toHaveBeenCalled()
    expect(t.slider.state.index).toBe(1)
    expect(t.slider.report).toEqual([
      { path: 'page.button.1.a', message: 'unknown action "dropped"; ignored' },
    ])
  })
})

describe('a built-in chunk that cannot be fetched', () => {
  afterEach(() => vi.doUnmock('./builtins'))

  it('is reported once under plugins.actions; the module keeps working', async () => {
    vi.resetModules()
    vi.doMock('./builtins', () => {
      throw new Error('offline')
    })
    const { actions } = await import('./actions')
    const t = testSlider([testLayers(['1']), actions()], {
      slide: (n) => (n === 1 ? { actions: [{ a: 'next', src: [1] }] } : {}),
    })
    cleanup = t.cleanup
    await t.slider.ready
    t.scheduler.tick(20)
    await expect.poll(() => t.slider.report.map((entry) => entry.path)).toEqual(['plugins.actions'])
    expect(t.slider.report[0]?.message).toMatch(
      /^could not load the built-in actions \(.+\); ignored$/,
    )
    t.slider.goTo(2)
    await settle()
    expect(t.slider.state.index).toBe(2)
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
})
