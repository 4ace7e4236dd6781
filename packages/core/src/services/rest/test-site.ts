/** A scripted fake site for the REST tests: each call takes the next answer (the last repeats). */
export type Answer =
  | { status: number; body?: string; statusText?: string }
  | 'drop'
  | ((url: string, init: RequestInit) => Response | Promise<Response>)

export interface Call {
  url: string
  method: string
  headers: Record<string, string>
  body: URLSearchParams
  at: number
}

export function fakeSite(...answers: Answer[]) {
  const calls: Call[] = []
  const fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: new URLSearchParams(String(init.body ?? '')),
      at: Date.now(),
    })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? { status: 200 }
    if (answer === 'drop') throw new TypeError('Failed to fetch')
    if (typeof answer === 'function') return answer(url, init)
    // Response refuses status 0, so a status-0 answer is a stand-in object.
    if (answer.status === 0) return { status: 0, statusText: '', text: async () => '' } as Response
    return new Response(answer.body ?? '', {
      status: answer.status,
      statusText: answer.statusText ?? '',
    })
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

export const json = (value: unknown) => ({ status: 200, body: JSON.stringify(value) })

/**
 * Runs `promise` to the end under fake timers, moving the clock a little at a time (timers fire at
 * their own time, so `Call.at` gaps stay exact) and letting real work such as a chunk's dynamic
 * import finish in between.
 */
export async function settleWithFakeTimers<T>(
  promise: Promise<T>,
  advance: (ms: number) => Promise<unknown>,
): Promise<PromiseSettledResult<T>> {
  let result: PromiseSettledResult<T> | undefined
  void Promise.allSettled([promise]).then(([r]) => {
    result = r
  })
  while (!result) await advance(50)
  return result
}
