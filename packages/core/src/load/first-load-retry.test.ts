// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Answer, fakeSite, json, settleWithFakeTimers } from '../services/rest/test-site'
import type { ModuleSource, RestOptions } from '../types/slider'
import { type LoadEnv, loadModule } from './load-module'

const ok = { success: true, id: '7', slides: {} }
const base = 'https://site.test/wp-json/'
const ajaxUrl = 'https://site.test/wp-admin/admin-ajax.php'
const restUrl = `${base}sliderrevolution/sliders/hero?srengine=7&raw=true&alias=true`

/** The three ways a module is fetched first, and the URL each asks. */
const ways: Array<[string, ModuleSource, RestOptions, string]> = [
  ['REST', { alias: 'hero' }, { base }, restUrl],
  ['ajax', { alias: 'hero' }, { ajaxUrl }, ajaxUrl],
  ['a .json URL', '/m/hero.json', {}, '/m/hero.json'],
]

// The loader's chunk is loaded once here, so the fake clock below only waits on the fetches.
beforeAll(async () => {
  await import('./fetch-module')
})
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const load = (source: ModuleSource, rest: RestOptions, ...answers: Answer[]) => {
  const { fetch, calls } = fakeSite(...answers)
  const env: LoadEnv = { fetch, rest }
  return { calls, done: settleWithFakeTimers(loadModule(source, env), vi.advanceTimersByTimeAsync) }
}
const gaps = (calls: Array<{ at: number }>) =>
  calls.slice(1).map((c, i) => c.at - (calls[i]?.at ?? 0))

describe.each(ways)(
  'the first load of a module by %s (docs/behaviour.md §7, §9)',
  (_, source, rest, url) => {
    it('a dropped connection and a status-0 answer are retried 750 ms apart, then it loads', async () => {
      const { done, calls } = load(source, rest, 'drop', { status: 0 }, json(ok))
      expect(await done).toEqual({ status: 'fulfilled', value: { raw: ok } })
      expect(calls.map((c) => c.url)).toEqual([url, url, url])
      expect(gaps(calls)).toEqual([750, 750])
    })

    it('6 dropped connections (1 try, 5 retries) fail with the could-not-be-loaded message', async () => {
      const { done, calls } = load(source, rest, 'drop')
      const result = await done
      expect(calls).toHaveLength(6)
      expect(gaps(calls)).toEqual([750, 750, 750, 750, 750])
      const error = result.status === 'fulfilled' && 'error' in result.value && result.value.error
      expect(error).toContain(
        `"${url}" could not be loaded: network failure (status 0) after 6 tries: Failed to fetch`,
      )
    })

    it('a 500 is not retried', async () => {
      const { done, calls } = load(source, rest, { status: 500, statusText: 'Oops' }, json(ok))
      const result = await done
      expect(calls).toHaveLength(1)
      expect(result.status === 'fulfilled' && 'error' in result.value).toBe(true)
    })
  },
)

describe('a first load that is given up', () => {
  it('an abort during the retry wait ends the load at once, leaving no timer', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeSite('drop')
    const pending = loadModule(
      { alias: 'hero' },
      { fetch, rest: { base }, signal: controller.signal },
    )
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    const result = await pending
    expect(result).toMatchObject({ hide: true })
    expect(vi.getTimerCount()).toBe(0)
    expect(calls).toHaveLength(1)
  })

  it('a REST reference that cannot be loaded after the retries shows nothing', async () => {
    const { done } = load({ id: 3 }, { base }, { status: 0 })
    const result = await done
    expect(result.status === 'fulfilled' && result.value).toEqual({
      error: `module "3" could not be loaded from the database ("${base}sliderrevolution/sliders/3?srengine=7&raw=true" could not be loaded: network failure (status 0) after 6 tries)`,
      hide: true,
    })
  })
})
