import { describe, expect, it } from 'vitest'
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

  it('reports a failed network without throwing', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect(await loadModule('/m/x.json', { fetch: down, rest: undefined })).toEqual({
      error: '"/m/x.json" could not be loaded: Failed to fetch',
    })
  })

  it('refuses a string that is not a .json URL', async () => {
    expect(await loadModule('/m/hero.js', { fetch: answer(200, '{}'), rest: undefined })).toEqual({
      error: '"/m/hero.js" is not a URL ending in .json',
    })
  })
})
