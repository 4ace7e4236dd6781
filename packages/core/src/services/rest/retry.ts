import type { RestClientOptions } from './options'

/** Waits `ms`; an abort ends the wait at once (no timer is left behind a destroyed slider). */
function pause(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    // A signal that aborted while the try was out never fires again: stop now.
    if (signal?.aborted) stop()
    else signal?.addEventListener('abort', stop, { once: true })
  })
}

/**
 * docs/behaviour.md §7, §9: the one retry rule of every call to the site. A network failure with status 0
 * (`send` rejects, or answers status 0) is tried again up to `retries` (5) times, `retryDelay`
 * (750) ms apart; the first answer with another status is returned as it is (a 500 is not
 * retried). After the last try it rejects with `network failure (status 0) after N tries`, and
 * the last reason when there was one. An aborted request is not tried again: `signal` aborted,
 * or the send rejected with an `AbortError` (a fetch given a signal of its own). An address with a
 * scheme other than http(s) (a page's `javascript:` endpoint) is not sent at all: fetch cannot
 * load it, so it rejects at once, where trying again would only fail six times.
 */
export async function sendRetrying(
  url: string,
  send: (url: string) => Promise<Response>,
  { retries = 5, retryDelay = 750 }: Pick<RestClientOptions, 'retries' | 'retryDelay'>,
  signal?: AbortSignal,
): Promise<Response> {
  if (/^\s*(?!https?:)[a-z][\w+.-]*:/i.test(url))
    throw new Error(`"${url}" is not http(s); not sent`)
  for (let attempt = 0; ; attempt++) {
    let reason = ''
    try {
      const response = await send(url)
      if (response.status !== 0) return response
    } catch (error) {
      if (signal?.aborted || (error as Error)?.name === 'AbortError') throw error
      reason = `: ${(error as Error)?.message ?? String(error)}`
    }
    if (attempt >= retries)
      throw new Error(`network failure (status 0) after ${attempt + 1} tries${reason}`)
    await pause(retryDelay, signal)
  }
}
