/** docs/behaviour.md §9 "Media container wait 100 ticks of 19 ms". */
export const CONTAINER_TICKS = 100
export const CONTAINER_TICK_MS = 19

/**
 * Resolves once `el` is in the document (an iframe player needs its container there), looking
 * every 19 ms up to 100 times; rejects `Media container not found` after that, or `aborted` when
 * `signal` aborts (its slot was released: no more looks).
 */
export function waitForContainer(el: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let ticks = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = () => {
      if (signal.aborted) return reject(new Error('aborted'))
      if (el.isConnected) return resolve()
      if (++ticks > CONTAINER_TICKS)
        return reject(new Error(`Media container not found after ${CONTAINER_TICKS} ticks`))
      timer = setTimeout(look, CONTAINER_TICK_MS)
    }
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      look()
    })
    look()
  })
}

/** `promise`, or a rejection `aborted` once `signal` aborts (a player whose ready never comes). */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = () => reject(new Error('aborted'))
    if (signal.aborted) stop()
    signal.addEventListener('abort', stop)
    promise.then(resolve, reject)
  })
}
