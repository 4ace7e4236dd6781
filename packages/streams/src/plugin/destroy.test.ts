import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, useFakePage } from '@strata/core/testing'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { expandStream } from '../expand/expand-stream'
import { streams } from './plugin'

// The feed chunk and what it loads beside it, read before the clock is faked: fake timers do
// not wait for a module to be read from disk.
beforeAll(async () => {
  await Promise.all([
    import('../expand/build-stream'),
    import('@strata/core/rest'),
    import('@strata/core/sanitize'),
  ])
})

/**
 * A site whose answers the test scripts by address: a network failure ('drop', status 0 retried
 * by core) or a JSON body. Like a site's own fetch that does not heed its signal, it answers
 * whatever it is given, so every call it records is one the plugin made.
 */
function site(answer: (url: string) => 'drop' | RawRecord) {
  const calls: string[] = []
  const fetch = (async (url: string) => {
    calls.push(url)
    const body = answer(url)
    if (body === 'drop') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(body))
  }) as unknown as typeof globalThis.fetch
  return { calls, fetch }
}

const template = (extra: RawRecord = {}) => ({
  id: '7',
  slide: { ...extra },
  layers: { 1: { id: 1, type: 'text', content: { text: '{{title}}' } } },
})
const fed = (slide?: RawRecord): RawRecord => ({
  id: '5',
  settings: { alias: 'feed', source: { type: 'post' } },
  slides: { 7: template(slide) },
})

describe('streams() destroyed while a REST call is retried (docs/behaviour.md §7 "Aborts")', () => {
  // A fake browser and an empty root in the page, fresh for each test.
  const page = useFakePage()
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Mounts `module`, lets the calls retry once, destroys the slider, then waits out every retry. */
  async function destroyWhileRetrying(module: RawRecord, fetch: typeof globalThis.fetch) {
    const slider = createSlider(page.root, {
      module,
      fetch,
      rest: { base: '/api/' },
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    const heard: unknown[] = []
    slider.on('module:report', (batch) => heard.push(batch))
    await vi.advanceTimersByTimeAsync(1_000)
    slider.destroy()
    await vi.advanceTimersByTimeAsync(10_000)
    await slider.ready
    return { slider, heard }
  }

  it("the feed's GET: no further fetch, no report, no timer left", async () => {
    const { calls, fetch } = site(() => 'drop')
    const { slider, heard } = await destroyWhileRetrying(fed(), fetch)
    expect(calls).toEqual([
      '/api/sliderrevolution/sliders/stream/5?srengine=7',
      '/api/sliderrevolution/sliders/stream/5?srengine=7',
    ])
    expect(slider.report).toEqual([])
    expect(heard).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it("a template's source slide GET: no further fetch, no report, no timer left", async () => {
    const { calls, fetch } = site((url) =>
      url.includes('/stream/') ? { success: true, data: [{ title: 'One' }] } : 'drop',
    )
    const module = fed({ sourceSlideId: '12', sourceModuleId: '9' })
    const { slider, heard } = await destroyWhileRetrying(module, fetch)
    const source = calls.filter((url) => url.startsWith('/api/sliderrevolution/sliders/9'))
    expect(calls).toHaveLength(3)
    expect(source).toHaveLength(2)
    expect(slider.report).toEqual([])
    expect(heard).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('destroyed before the feed chunk came: the data comes back as it was, no fetch at all', async () => {
    const { calls, fetch } = site(() => ({ success: true, data: [{ title: 'One' }] }))
    const abort = new AbortController()
    const module = fed()
    const pending = expandStream(module, { rest: { fetch }, signal: abort.signal })
    abort.abort()
    expect(await pending).toBe(module)
    expect(calls).toEqual([])
  })

  it("a signal given only in `rest` (as a slider's REST settings carry it) ends the calls too", async () => {
    const { calls, fetch } = site(() => 'drop')
    const abort = new AbortController()
    const pending = expandStream(fed(), { rest: { base: '/api/', fetch, signal: abort.signal } })
    await vi.advanceTimersByTimeAsync(1_000)
    abort.abort()
    await vi.advanceTimersByTimeAsync(10_000)
    await pending
    expect(calls).toHaveLength(2)
    expect(vi.getTimerCount()).toBe(0)
  })
})
