import { describe, expect, it, vi } from 'vitest'
import { getModalText, getSliderText, getStreamText, restUrl } from './rest-get'
import { fakeSite, settleWithFakeTimers } from './test-site'

const base = 'https://site.test/wp-json/'

describe('REST GET (docs/behaviour.md §7)', () => {
  it('full slider object: sliderrevolution/sliders/{idOrAlias} with optional slideid, raw=true, alias=true', async () => {
    const { fetch, calls } = fakeSite({ status: 200, body: '{}' })
    await getSliderText({ base, fetch }, 'hero', { slideid: 12, alias: true })
    expect(calls[0]?.url).toBe(
      `${base}sliderrevolution/sliders/hero?srengine=7&slideid=12&raw=true&alias=true`,
    )
  })

  it('stream data: sliderrevolution/sliders/stream/{id} with optional srlang', async () => {
    const { fetch, calls } = fakeSite({ status: 200 })
    await getStreamText({ base, fetch }, 5, 'de_DE')
    await getStreamText({ base, fetch }, 5)
    expect(calls.map((c) => c.url)).toEqual([
      `${base}sliderrevolution/sliders/stream/5?srengine=7&srlang=de_DE`,
      `${base}sliderrevolution/sliders/stream/5?srengine=7`,
    ])
  })

  it('modal settings: sliderrevolution/sliders/modal/{id} with no options', async () => {
    const { fetch, calls } = fakeSite({ status: 200 })
    await getModalText({ base, fetch }, 'popup')
    expect(calls[0]?.url).toBe(`${base}sliderrevolution/sliders/modal/popup?srengine=7`)
  })

  it('carries srengine=6 or 7 in the query', () => {
    expect(restUrl({}, 'x', { srengine: 6 })).toBe('/wp-json/x?srengine=6')
    expect(restUrl({}, 'x')).toBe('/wp-json/x?srengine=7')
  })

  it('uses the form-urlencoded content type and the XMLHttpRequest header', async () => {
    const { fetch, calls } = fakeSite({ status: 200 })
    await getModalText({ base, fetch }, 1)
    expect(calls[0]?.headers).toEqual({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    })
    expect(calls[0]?.method).toBe('GET')
  })

  it('a 200 status returns the response text', async () => {
    const { fetch } = fakeSite({ status: 200, body: '{"success":true}' })
    await expect(getSliderText({ base, fetch }, 1)).resolves.toBe('{"success":true}')
  })

  it('any other status rejects with the status text', async () => {
    const { fetch } = fakeSite({ status: 500, statusText: 'Internal Server Error' })
    await expect(getSliderText({ base, fetch }, 1)).rejects.toThrow(/^Internal Server Error$/)
    const other = fakeSite({ status: 204, statusText: 'No Content' })
    await expect(getSliderText({ base, fetch: other.fetch }, 1)).rejects.toThrow('No Content')
  })

  it('a status with no status text rejects naming the status', async () => {
    const { fetch } = fakeSite({ status: 503 })
    await expect(getSliderText({ base, fetch }, 1)).rejects.toThrow('status 503')
  })

  it('adds a trailing slash to the base and continues a base with a query with &', () => {
    expect(restUrl({ base: '/api' }, 'p')).toBe('/api/p?srengine=7')
    expect(restUrl({ base: '/?rest_route=/' }, 'p')).toBe('/?rest_route=/p&srengine=7')
  })

  it('a status-0 network failure is tried again, 750 ms apart, as every call is; a 500 is not', async () => {
    vi.useFakeTimers()
    try {
      const { fetch, calls } = fakeSite('drop', { status: 0 }, { status: 200, body: 'ok' })
      const got = await settleWithFakeTimers(
        getModalText({ base, fetch }, 1),
        vi.advanceTimersByTimeAsync,
      )
      expect(got).toEqual({ status: 'fulfilled', value: 'ok' })
      expect(calls.map((c) => c.at - (calls[0]?.at ?? 0))).toEqual([0, 750, 1500])
      const failing = fakeSite({ status: 500, statusText: 'Oops' }, { status: 200 })
      await expect(getModalText({ base, fetch: failing.fetch }, 1)).rejects.toThrow('Oops')
      expect(failing.calls).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
