import { startRestServer } from '../server/rest-server.mjs'
import { expect, test } from './fixtures'
import { modulesDir, restServerForFile } from './rest-server-fixture'

// The local REST server on its own (Node's fetch, no page): routes, faults, stats, CORS.
const server = restServerForFile()

const ajaxForm = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ action: 'a', version: '7', ...fields }).toString(),
})

test('serves the three GET routes and the three ajax actions from the module files', async () => {
  const get = async (path: string) => (await fetch(`${server.url}/wp-json/${path}`)).json()
  expect(await get('sliderrevolution/sliders/rest-hero?alias=true')).toMatchObject({
    success: true,
    id: '21',
  })
  expect(await get('sliderrevolution/sliders/stream/21')).toEqual({
    success: true,
    data: [{ title: 'Feed item 1' }, { title: 'Feed item 2' }],
  })
  expect(await get('sliderrevolution/sliders/modal/21')).toMatchObject({ success: true, sp: 800 })
  const ajax = async (fields: Record<string, string>) =>
    (await fetch(`${server.url}/wp-admin/admin-ajax.php`, ajaxForm(fields))).json()
  const lazy = await ajax({
    client_action: 'get_full_slider_object',
    'data[alias]': 'rest-lazy',
    'data[forcealias]': 'true',
    'data[slideid]': '2203',
  })
  expect(Object.keys(lazy.slides)).toEqual(['2203'])
  expect(lazy.slides['2203'].layers).toBeTruthy()
  expect(await ajax({ client_action: 'get_stream_data', 'data[id]': '21' })).toMatchObject({
    success: true,
  })
  expect(
    await ajax({ client_action: 'get_modal_settings', 'data[alias]': 'rest-hero' }),
  ).toMatchObject({ success: true, id: '21' })
  expect(await ajax({ client_action: 'nope' })).toEqual({
    success: false,
    message: 'unknown action "nope"',
  })
})

test('a full object without slideid leaves out the layers of lazy slides', async () => {
  const body = await (await fetch(`${server.url}/wp-json/sliderrevolution/sliders/22`)).json()
  expect(Object.hasOwn(body.slides['2201'], 'layers')).toBe(true)
  expect(Object.hasOwn(body.slides['2202'], 'layers')).toBe(false)
})

test('answers CORS preflights and sends CORS headers (the playground is another origin)', async () => {
  const preflight = await fetch(`${server.url}/wp-admin/admin-ajax.php`, { method: 'OPTIONS' })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Requested-With')
  const get = await fetch(`${server.url}/wp-json/sliderrevolution/sliders/21`)
  expect(get.headers.get('access-control-allow-origin')).toBe('*')
})

test('faults per request (query) and through the control route; stats log each request', async () => {
  server.stats.reset()
  const url = `${server.url}/wp-json/sliderrevolution/sliders/21`
  await expect(fetch(`${url}?strata-fault=drop`)).rejects.toThrow()
  expect((await fetch(`${url}?strata-fault=500`)).statusText).toBe('Internal Server Error')
  await fetch(`${server.url}/wp-json/__strata/faults?jsonString=1&only=sliders/21`)
  expect(typeof (await (await fetch(url)).json())).toBe('string')
  expect((await (await fetch(url)).json()).success).toBe(true)
  expect(server.stats.log.map((r) => r.outcome)).toEqual(['drop', '500', 'string', 'ok'])
})

test('counts requests in flight per path prefix (max seen at once)', async () => {
  server.stats.reset()
  const url = `${server.url}/wp-json/sliderrevolution/sliders/21?strata-fault=slow:150`
  await Promise.all([fetch(url), fetch(url), fetch(url)])
  expect(server.stats.inFlightFor('/wp-json/')).toEqual({ now: 0, max: 3 })
  expect(server.stats.inFlightFor('/never/')).toEqual({ now: 0, max: 0 })
})

test('binds 127.0.0.1 only', async () => {
  await expect(startRestServer({ modulesDir, host: '0.0.0.0' })).rejects.toThrow(
    'binds 127.0.0.1 only',
  )
})
