// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { settleWithFakeTimers } from '../services/rest/test-site'
import { loadModule } from './load-module'

const answer = (status: number, body: string, statusText = 'OK'): typeof fetch =>
  (async () => new Response(body, { status, statusText })) as typeof fetch

describe('loading the module', () => {
  it('takes an inline module data object as it is', async () => {
    const data = { settings: {}, slides: {} }
    expect(await loadModule(data, { fetch: undefined, rest: undefined })).toEqual({ raw: data })
  })

  it('fetches a URL ending in .json first', async () => {
    const result = await loadModule('/m/hero.json?v=2', {
      fetch: answer(200, '{"id":"7"}'),
      rest: undefined,
    })
    expect(result).toEqual({ raw: { id: '7' } })
  })

  it('names the URL and the status when the JSON file is missing', async () => {
    const result = await loadModule('/m/gone.json', {
      fetch: answer(404, '', 'Not Found'),
      rest: undefined,
    })
    expect(result).toEqual({ error: '"/m/gone.json" answered 404 Not Found' })
  })

  it('names the URL when the body is not JSON', async () => {
    const result = await loadModule('/m/bad.json', { fetch: answer(200, '{oops'), rest: undefined })
    expect('error' in result && result.error).toMatch(/^"\/m\/bad\.json" could not be loaded: /)
  })

  it('reports a failed network without throwing, after the retries', async () => {
    vi.useFakeTimers()
    try {
      const down = (async () => {
        throw new TypeError('Failed to fetch')
      }) as typeof fetch
      const loading = loadModule('/m/x.json', { fetch: down, rest: undefined })
      expect(await settleWithFakeTimers(loading, vi.advanceTimersByTimeAsync)).toEqual({
        status: 'fulfilled',
        value: {
          error:
            '"/m/x.json" could not be loaded: network failure (status 0) after 6 tries: Failed to fetch',
        },
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a string that is not a .json URL', async () => {
    expect(await loadModule('/m/hero.js', { fetch: answer(200, '{}'), rest: undefined })).toEqual({
      error: '"/m/hero.js" is not a URL ending in .json',
    })
  })
})
