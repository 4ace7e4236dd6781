// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ajax } from './ajax'
import { fakeSite, json } from './test-site'

const ajaxUrl = 'https://site.test/wp-admin/admin-ajax.php'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** Runs `promise` to the end, moving the fake clock as far as needed. */
const settle = async <T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> => {
  const result = Promise.allSettled([promise])
  await vi.runAllTimersAsync()
  return (await result)[0] as PromiseSettledResult<T>
}

describe('ajax POST (docs/behaviour.md §7)', () => {
  it('sends form fields action, client_action, data as bracketed keys and version=7', async () => {
    const { fetch, calls } = fakeSite(json({ success: true }))
    await ajax({ ajaxUrl, fetch }, { clientAction: 'get_stream_data', data: { id: 4 } })
    expect(calls[0]?.method).toBe('POST')
    expect(calls[0]?.url).toBe(ajaxUrl)
    expect([...(calls[0]?.body ?? [])]).toEqual([
      ['action', 'revslider_ajax_call_front'],
      ['client_action', 'get_stream_data'],
      ['data[id]', '4'],
      ['version', '7'],
    ])
    expect(calls[0]?.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Requested-With': 'XMLHttpRequest',
    })
  })

  it('a nonce is sent with ajax calls only in backend mode', async () => {
    const { fetch, calls } = fakeSite(json({ success: true }))
    await ajax({ ajaxUrl, fetch, nonce: 'n0nce' }, { clientAction: 'x' })
    await ajax({ ajaxUrl, fetch, nonce: 'n0nce', backend: true }, { clientAction: 'x' })
    expect(calls[0]?.body.has('nonce')).toBe(false)
    expect(calls[1]?.body.get('nonce')).toBe('n0nce')
  })

  it('the variant action for the v7 object adds srengine=6 to the URL', async () => {
    const { fetch, calls } = fakeSite(json({ success: true }))
    await ajax({ ajaxUrl, fetch }, { clientAction: 'x', srengine: 6 })
    expect(calls[0]?.url).toBe(`${ajaxUrl}?srengine=6`)
  })

  it('a network failure with status 0 is retried up to 5 times, 750 ms apart', async () => {
    const { fetch, calls } = fakeSite('drop', 'drop', { status: 0 }, 'drop', json({ ok: 1 }))
    const result = await settle(ajax({ ajaxUrl, fetch }, { clientAction: 'x' }))
    expect(result).toEqual({ status: 'fulfilled', value: { ok: 1 } })
    const gaps = calls.slice(1).map((c, i) => c.at - (calls[i]?.at ?? 0))
    expect(gaps).toEqual([750, 750, 750, 750])
  })

  it('after 5 retries (6 tries) a status-0 failure rejects', async () => {
    const { fetch, calls } = fakeSite('drop')
    const result = await settle(ajax({ ajaxUrl, fetch }, { clientAction: 'x' }))
    expect(calls).toHaveLength(6)
    expect(result.status === 'rejected' && String(result.reason)).toMatch(
      'network failure (status 0) after 6 tries',
    )
  })

  it('waits 750 ms before a retry, not less', async () => {
    const { fetch, calls } = fakeSite('drop', json({}))
    const pending = ajax({ ajaxUrl, fetch }, { clientAction: 'x' })
    await vi.advanceTimersByTimeAsync(749)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(calls).toHaveLength(2)
  })

  it('any other status rejects with the status text and is not retried', async () => {
    const { fetch, calls } = fakeSite({ status: 500, statusText: 'Internal Server Error' })
    const result = await settle(ajax({ ajaxUrl, fetch }, { clientAction: 'x' }))
    expect(result.status === 'rejected' && String(result.reason)).toBe(
      'Error: Internal Server Error',
    )
    expect(calls).toHaveLength(1)
  })

  it('an aborted request is not retried', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeSite(() => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    const result = await settle(ajax({ ajaxUrl, fetch }, { clientAction: 'x' }, controller.signal))
    expect(result.status).toBe('rejected')
    expect(calls).toHaveLength(1)
  })

  it('repairs concatenated JSON objects in the answer', async () => {
    const { fetch } = fakeSite({ status: 200, body: '{"a":1}{"success":true,"b":2}' })
    await expect(ajax({ ajaxUrl, fetch }, { clientAction: 'x' })).resolves.toEqual({
      success: true,
      b: 2,
    })
  })

  it('an abort during the 750 ms wait ends it at once, leaving no timer', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeSite('drop')
    const pending = ajax({ ajaxUrl, fetch }, { clientAction: 'x' }, controller.signal)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await expect(pending).rejects.toThrow()
    expect(vi.getTimerCount()).toBe(0)
    expect(calls).toHaveLength(1)
  })
})
