// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { settleWithFakeTimers } from '../services/rest/test-site'
import { loadModule } from './load-module'

/** A fake fetch that answers `body` and records each call. */
const site = (body: string, status = 200, statusText = 'OK') => {
  const calls: Array<{ url: string; headers: Record<string, string> }> = []
  const fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> })
    return new Response(body, { status, statusText })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}
const ok = JSON.stringify({ success: true, id: '7', settings: { alias: 'hero' }, slides: {} })
const rest = { base: 'https://site.test/wp-json/' }

describe('loading a module over REST (docs/behaviour.md §7 full slider object)', () => {
  it('gets sliderrevolution/sliders/{alias} with srengine=7, raw=true and alias=true', async () => {
    const { fetch, calls } = site(ok)
    const result = await loadModule({ alias: 'hero' }, { fetch, rest })
    expect(calls[0]?.url).toBe(
      'https://site.test/wp-json/sliderrevolution/sliders/hero?srengine=7&raw=true&alias=true',
    )
    expect(result).toEqual({ raw: JSON.parse(ok) })
  })

  it('gets sliderrevolution/sliders/{id} by id, its SR7_ prefix and numeric suffix cut off', async () => {
    const { fetch, calls } = site(ok)
    await loadModule({ id: 'SR7_7_1' }, { fetch, rest })
    expect(calls[0]?.url).toBe(
      'https://site.test/wp-json/sliderrevolution/sliders/7?srengine=7&raw=true',
    )
  })

  it('uses the form-urlencoded content type and the XMLHttpRequest header', async () => {
    const { fetch, calls } = site(ok)
    await loadModule({ id: 7 }, { fetch, rest })
    expect(calls[0]?.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    })
  })

  it("uses the site's rest base /wp-json/ when none is given", async () => {
    const { fetch, calls } = site(ok)
    await loadModule({ alias: 'hero' }, { fetch, rest: undefined })
    expect(calls[0]?.url).toMatch(/^\/wp-json\/sliderrevolution\/sliders\/hero\?/)
  })

  it('continues a base that already holds a query with & (plain permalinks)', async () => {
    const { fetch, calls } = site(ok)
    await loadModule({ alias: 'hero' }, { fetch, rest: { base: '/?rest_route=/' } })
    expect(calls[0]?.url).toBe(
      '/?rest_route=/sliderrevolution/sliders/hero&srengine=7&raw=true&alias=true',
    )
  })

  it('accepts a response that is a JSON string of the object', async () => {
    const { fetch } = site(JSON.stringify(ok))
    expect(await loadModule({ alias: 'hero' }, { fetch, rest })).toEqual({ raw: JSON.parse(ok) })
  })

  it('accepts success as the string "true" (booleans may arrive as strings)', async () => {
    const { fetch } = site('{"success":"true","slides":{}}')
    expect(await loadModule({ alias: 'hero' }, { fetch, rest })).toEqual({
      raw: { success: 'true', slides: {} },
    })
  })

  it('a response lacking success: the alias could not be loaded from the database, nothing shows', async () => {
    const { fetch } = site('{"slides":{}}')
    expect(await loadModule({ alias: 'hero' }, { fetch, rest })).toEqual({
      error: 'alias "hero" could not be loaded from the database (success is missing)',
      hide: true,
    })
  })

  it("a response with success false names the module and the site's message", async () => {
    const { fetch } = site('{"success":false,"message":"Slider not found"}')
    expect(await loadModule({ id: 12 }, { fetch, rest })).toEqual({
      error: 'module "12" could not be loaded from the database (Slider not found)',
      hide: true,
    })
  })
})

/** docs/behaviour.md §7/§8 bad inputs: each has one clear outcome and none throws. */
describe('REST module loading: bad inputs', () => {
  const cases: Array<[string, string, number, object, RegExp]> = [
    ['a 500', '', 500, { alias: 'a' }, /\(".*" answered 500 Oops\)$/],
    ['a 404', '', 404, { alias: 'a' }, /answered 404 Oops/],
    ['broken JSON', '{"success":tru', 200, { alias: 'a' }, /could not be loaded: .*JSON/],
    ['an HTML error page', '<html>', 200, { alias: 'a' }, /could not be loaded: /],
    ['JSON null', 'null', 200, { alias: 'a' }, /\(success is missing\)$/],
    ['a JSON array', '[1,2]', 200, { alias: 'a' }, /\(success is missing\)$/],
    ['a JSON number', '42', 200, { alias: 'a' }, /\(success is missing\)$/],
    ['an empty body', '', 200, { alias: 'a' }, /could not be loaded: /],
    ['an empty alias', '{}', 200, { alias: '' }, /^alias "" could not be loaded/],
  ]
  for (const [what, body, status, source, message] of cases)
    it(`${what}: shows nothing, says why, never throws`, async () => {
      const { fetch } = site(body, status, 'Oops')
      const result = await loadModule(source as { alias: string }, { fetch, rest })
      expect(result).toMatchObject({ hide: true })
      expect('error' in result && result.error).toMatch(message)
    })

  it('escapes a hostile alias into one path segment (no ../ or query injection)', async () => {
    const { fetch, calls } = site(ok)
    await loadModule({ alias: '../../users?x=1#y' }, { fetch, rest })
    expect(calls[0]?.url).toBe(
      'https://site.test/wp-json/sliderrevolution/sliders/..%2F..%2Fusers%3Fx%3D1%23y?srengine=7&raw=true&alias=true',
    )
  })

  it('a network failure says the module could not be loaded, naming the reason', async () => {
    vi.useFakeTimers()
    try {
      const fetch = (async () => {
        throw new TypeError('Failed to fetch')
      }) as typeof globalThis.fetch
      const loading = loadModule({ alias: 'hero' }, { fetch, rest })
      const result = await settleWithFakeTimers(loading, vi.advanceTimersByTimeAsync)
      expect(
        result.status === 'fulfilled' && 'error' in result.value && result.value.error,
      ).toMatch(
        /^alias "hero" could not be loaded from the database \(".*" could not be loaded: network failure \(status 0\) after 6 tries: Failed to fetch\)$/,
      )
    } finally {
      vi.useRealTimers()
    }
  })

  it('no fetch at all is reported, not thrown', async () => {
    const result = await loadModule({ alias: 'hero' }, { fetch: undefined, rest })
    expect('error' in result && result.error).toMatch(/no fetch available/)
  })

  it('a huge response (5 MB, 20 000 slides) loads', async () => {
    const slides: Record<string, object> = {}
    for (let i = 0; i < 20_000; i++) slides[i] = { slide: { title: 'x'.repeat(240) } }
    const body = JSON.stringify({ success: true, slides })
    expect(body.length).toBeGreaterThan(5_000_000)
    const result = await loadModule({ alias: 'big' }, { fetch: site(body).fetch, rest })
    expect('raw' in result && Object.keys((result.raw as { slides: object }).slides).length).toBe(
      20_000,
    )
  })
})
