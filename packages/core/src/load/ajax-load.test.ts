// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fakeSite, json } from '../services/rest/test-site'
import { loadModule } from './load-module'

const ajaxUrl = 'https://site.test/wp-admin/admin-ajax.php'
const ok = { success: true, id: '7', settings: { alias: 'hero' }, slides: {} }
const fields = (body: URLSearchParams | undefined) => [...(body ?? [])]

describe('loading a module by the ajax action when the site gives an ajax URL and no REST base (docs/behaviour.md §7)', () => {
  it('{ alias } is one POST of get_full_slider_object with exactly these form fields', async () => {
    const { fetch, calls } = fakeSite(json(ok))
    const result = await loadModule({ alias: 'hero' }, { fetch, rest: { ajaxUrl } })
    expect(result).toEqual({ raw: ok })
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ url: ajaxUrl, method: 'POST' })
    expect(calls[0]?.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    })
    expect(fields(calls[0]?.body)).toEqual([
      ['action', 'revslider_ajax_call_front'],
      ['client_action', 'get_full_slider_object'],
      ['data[version]', '7'],
      ['data[alias]', 'hero'],
      ['data[forcealias]', 'true'],
      ['version', '7'],
    ])
  })

  it('{ id } sends the id without its SR7_ prefix and numeric suffix, and no forcealias', async () => {
    const { fetch, calls } = fakeSite(json(ok))
    await loadModule({ id: 'SR7_7_1' }, { fetch, rest: { ajaxUrl } })
    expect(fields(calls[0]?.body)).toEqual([
      ['action', 'revslider_ajax_call_front'],
      ['client_action', 'get_full_slider_object'],
      ['data[version]', '7'],
      ['data[id]', '7'],
      ['version', '7'],
    ])
  })

  it('the nonce is sent only in backend mode', async () => {
    const { fetch, calls } = fakeSite(json(ok))
    const rest = { ajaxUrl, nonce: 'n0nce' }
    await loadModule({ alias: 'hero' }, { fetch, rest })
    await loadModule({ alias: 'hero' }, { fetch, rest, backend: false })
    await loadModule({ alias: 'hero' }, { fetch, rest, backend: true })
    expect(calls.map((c) => c.body.get('nonce'))).toEqual([null, null, 'n0nce'])
    expect(fields(calls[2]?.body).at(-1)).toEqual(['nonce', 'n0nce'])
  })

  it('with a REST base as well, the module loads by REST GET, not by ajax', async () => {
    const { fetch, calls } = fakeSite(json(ok))
    const rest = { base: 'https://site.test/wp-json/', ajaxUrl }
    expect(await loadModule({ alias: 'hero' }, { fetch, rest })).toEqual({ raw: ok })
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      [
        'GET',
        'https://site.test/wp-json/sliderrevolution/sliders/hero?srengine=7&raw=true&alias=true',
      ],
    ])
  })

  it('with neither, the module loads by REST GET from /wp-json/', async () => {
    const { fetch, calls } = fakeSite(json(ok))
    await loadModule({ alias: 'hero' }, { fetch, rest: { base: undefined, ajaxUrl: undefined } })
    expect(calls[0]?.method).toBe('GET')
    expect(calls[0]?.url).toMatch(/^\/wp-json\/sliderrevolution\/sliders\/hero\?/)
  })

  it('a .json URL is fetched as it is, even with an ajax URL', async () => {
    const { fetch, calls } = fakeSite(json({ slides: {} }))
    expect(await loadModule('/m/hero.json', { fetch, rest: { ajaxUrl } })).toEqual({
      raw: { slides: {} },
    })
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/m/hero.json']])
  })

  it('an answer of concatenated objects is repaired: the one with success true is taken', async () => {
    const { fetch } = fakeSite({ status: 200, body: `{"success":false}${JSON.stringify(ok)}` })
    expect(await loadModule({ alias: 'hero' }, { fetch, rest: { ajaxUrl } })).toEqual({ raw: ok })
  })

  it('an answer lacking success: the alias could not be loaded from the database, nothing shows', async () => {
    const { fetch } = fakeSite(json({ success: false, message: 'Slider not found' }))
    expect(await loadModule({ alias: 'hero' }, { fetch, rest: { ajaxUrl } })).toEqual({
      error: 'alias "hero" could not be loaded from the database (Slider not found)',
      hide: true,
    })
  })

  it('a 500 says the ajax URL could not be loaded, with the status text, and is not retried', async () => {
    const { fetch, calls } = fakeSite({ status: 500, statusText: 'Internal Server Error' })
    expect(await loadModule({ id: 4 }, { fetch, rest: { ajaxUrl } })).toEqual({
      error: `module "4" could not be loaded from the database ("${ajaxUrl}" could not be loaded: Internal Server Error)`,
      hide: true,
    })
    expect(calls).toHaveLength(1)
  })

  it('no fetch at all is reported, not thrown', async () => {
    const result = await loadModule({ alias: 'hero' }, { fetch: undefined, rest: { ajaxUrl } })
    expect('error' in result && result.error).toMatch(`no fetch available to load "${ajaxUrl}"`)
  })
})
