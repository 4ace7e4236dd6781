import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser } from '../test-support/fake-browser'
import { LOAD_TIMEOUT } from './fetch-module'
import { loadModule } from './load-module'

beforeAll(async () => {
  await import('./fetch-module')
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** A server that never answers; `signals` collects what each request was given. */
const silent = () => {
  const signals: AbortSignal[] = []
  const fetch = vi.fn((_: unknown, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal)
    return new Promise<Response>(() => {})
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, signals }
}

describe('the first load has a timeout (docs/behaviour.md §7)', () => {
  it('is 20 s by default', () => {
    expect(LOAD_TIMEOUT).toBe(20_000)
  })

  it('a server that never answers ends the load after 20 s, with a clear error, its request aborted', async () => {
    vi.useFakeTimers()
    const { fetch, signals } = silent()
    const load = loadModule('/m/hero.json', { fetch, rest: undefined })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(signals[0]?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(load).resolves.toEqual({
      error: 'no answer within 20 s (the loadTimeout option); the load was given up',
    })
    expect(signals[0]?.aborted).toBe(true)
  })

  it('a reference that times out is a module the database could not give: hidden', async () => {
    vi.useFakeTimers()
    const { fetch } = silent()
    const load = loadModule({ alias: 'hero' }, { fetch, rest: { base: '/wp-json/' }, timeout: 500 })
    await vi.advanceTimersByTimeAsync(500)
    await expect(load).resolves.toEqual({
      error:
        'alias "hero" could not be loaded from the database (no answer within 0.5 s (the loadTimeout option); the load was given up)',
      hide: true,
    })
  })

  it('the loadTimeout option sets it; the slider reports it and shows the error slide', async () => {
    installFakeBrowser()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const root = document.createElement('div')
    document.body.append(root)
    const { fetch } = silent()
    const scheduler = createFakeScheduler()
    const slider = createSlider(root, { module: '/m/x.json', fetch, scheduler, loadTimeout: 30 })
    await slider.ready
    expect(slider.report).toContainEqual({
      path: 'module',
      message: 'no answer within 0.03 s (the loadTimeout option); the load was given up',
    })
    expect(root.querySelector('.strata-error-slide, [class*="error"]')).not.toBeNull()
    slider.destroy()
    root.remove()
  })
})
