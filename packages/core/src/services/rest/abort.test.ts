import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../../create-slider'
import { createFakeScheduler } from '../../scheduler/fake-scheduler'
import { sampleModule } from '../../test-support/fake-browser'
import { useFakePage } from '../../test-support/fake-page'
import type { AnyPlugin } from '../../types/plugin'
import { createRestClient } from './client'
import { getModalText } from './rest-get'
import { sendRetrying } from './retry'
import { fakeSite } from './test-site'

const page = useFakePage()
const base = 'https://site.test/wp-json/'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Settles `promise` (or leaves it pending) while the fake clock runs `ms`. */
async function within<T>(promise: Promise<T>, ms: number) {
  let result: PromiseSettledResult<T> | undefined
  void Promise.allSettled([promise]).then(([r]) => {
    result = r
  })
  await vi.advanceTimersByTimeAsync(ms)
  return result
}

describe('REST GETs end with their slider (docs/behaviour.md §7)', () => {
  it('a GET aborted during its retry wait rejects at once and sends nothing more', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeSite('drop')
    const pending = getModalText({ base, fetch }, 1, controller.signal)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    const result = await within(pending, 10_000)
    expect(result?.status).toBe('rejected')
    expect(calls).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it("the client's signal ends its GETs and its ajax calls, and a call's own signal still counts", async () => {
    const client = new AbortController()
    const { fetch, calls } = fakeSite('drop')
    const rest = createRestClient({ base, fetch, signal: client.signal })
    const own = new AbortController()
    const pending = [
      rest.get.slider('hero'),
      rest.get.stream(5, 'de_DE'),
      rest.get.modal(1, own.signal),
      rest.modalSettings({ alias: 'pop' }),
    ]
    await vi.advanceTimersByTimeAsync(100)
    own.abort()
    const first = await within(pending[2] as Promise<string>, 0)
    expect(first?.status).toBe('rejected')
    expect(calls).toHaveLength(4)
    client.abort()
    const results = await within(Promise.allSettled(pending), 10_000)
    expect(results?.status === 'fulfilled' && results.value.map((r) => r.status)).toEqual([
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ])
    expect(calls).toHaveLength(4)
  })

  it('a fetch that rejects as aborted (one given a signal of its own) is not tried again', async () => {
    const { fetch, calls } = fakeSite(() => {
      throw new DOMException('aborted', 'AbortError')
    })
    const result = await within(sendRetrying('/x', fetch, {}), 10_000)
    expect(result?.status).toBe('rejected')
    expect(calls).toHaveLength(1)
  })

  it('a status-0 answer that arrives after the abort is not tried again', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeSite(() => {
      controller.abort()
      return { status: 0, statusText: '', text: async () => '' } as Response
    })
    const result = await within(sendRetrying('/x', fetch, {}, controller.signal), 10_000)
    expect(result?.status).toBe('rejected')
    expect(calls).toHaveLength(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a load that is retried stops when the slider is destroyed: no further fetch, no report', async () => {
    const { fetch, calls } = fakeSite('drop')
    // A feed-like plugin, as docs/plugin-authors.md shows: the client ends with the slider.
    const feed: AnyPlugin = {
      name: 'feed',
      options: {},
      async prepare(data, { rest, signal, report }) {
        try {
          await createRestClient({ ...rest, signal }).get.stream(7)
        } catch (error) {
          if (!signal.aborted) report('plugins.feed', `failed (${(error as Error).message})`)
        }
        return data
      },
      setup: () => undefined,
    }
    const slider = createSlider(page.root, {
      module: sampleModule(2),
      plugins: [feed],
      fetch,
      rest: { base },
      scheduler: createFakeScheduler(),
    })
    const heard: unknown[] = []
    slider.on('module:report', (batch) => heard.push(batch))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(calls).toHaveLength(2)
    slider.destroy()
    await vi.advanceTimersByTimeAsync(10_000)
    await within(slider.ready, 0)
    expect(calls).toHaveLength(2)
    expect(slider.report).toEqual([])
    expect(heard).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
