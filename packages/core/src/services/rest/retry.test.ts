// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendRetrying } from './retry'
import { type Answer, fakeSite, json, settleWithFakeTimers } from './test-site'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const run = (...answers: Answer[]) => {
  const { fetch, calls } = fakeSite(...answers)
  const done = settleWithFakeTimers(sendRetrying('/x', fetch, {}), vi.advanceTimersByTimeAsync)
  return { done, calls }
}

describe('the one retry rule of every call (docs/behaviour.md §7, §9)', () => {
  it('a dropped connection (fetch rejects) and a status-0 answer are tried again, 750 ms apart', async () => {
    const { done, calls } = run('drop', { status: 0 }, json({ ok: 1 }))
    const result = await done
    expect(result.status === 'fulfilled' && result.value.status).toBe(200)
    expect(calls.slice(1).map((c, i) => c.at - (calls[i]?.at ?? 0))).toEqual([750, 750])
  })

  it('after 1 try and 5 retries it rejects, naming the tries and the last reason', async () => {
    const { done, calls } = run('drop')
    const result = await done
    expect(calls).toHaveLength(6)
    expect(result.status === 'rejected' && (result.reason as Error).message).toBe(
      'network failure (status 0) after 6 tries: Failed to fetch',
    )
  })

  it('a 500 is returned as it is, not tried again', async () => {
    const { done, calls } = run({ status: 500, statusText: 'Oops' }, json({}))
    const result = await done
    expect(result.status === 'fulfilled' && result.value.status).toBe(500)
    expect(calls).toHaveLength(1)
  })

  it('takes other counts and delays', async () => {
    const { fetch, calls } = fakeSite('drop')
    const result = await settleWithFakeTimers(
      sendRetrying('/x', fetch, { retries: 1, retryDelay: 100 }),
      vi.advanceTimersByTimeAsync,
    )
    expect(result.status).toBe('rejected')
    expect(calls.map((c) => c.at - (calls[0]?.at ?? 0))).toEqual([0, 100])
  })

  it('an abort during the wait ends it at once, leaving no timer', async () => {
    const controller = new AbortController()
    const { fetch, calls } = fakeSite('drop')
    const pending = sendRetrying('/x', fetch, {}, controller.signal)
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await expect(pending).rejects.toThrow()
    expect(vi.getTimerCount()).toBe(0)
    expect(calls).toHaveLength(1)
  })

  it('an address with a scheme other than http(s) is not sent: it rejects at once, saying so', async () => {
    for (const url of [
      'javascript:alert(1)//x.json',
      ' JavaScript:x',
      'data:application/json,{}',
    ]) {
      const { fetch, calls } = fakeSite(json({}))
      await expect(sendRetrying(url, fetch, {})).rejects.toThrow(
        `"${url}" is not http(s); not sent`,
      )
      expect(calls).toHaveLength(0)
    }
    for (const url of ['https://site.example/x', 'HTTP://site.example/x', '/wp-json/x', 'x.json']) {
      const { fetch, calls } = fakeSite(json({}))
      await sendRetrying(url, fetch, {})
      expect(calls).toHaveLength(1)
    }
  })
})
