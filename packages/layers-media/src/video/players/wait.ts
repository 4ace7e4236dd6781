/** docs/behaviour.md §9 "Media container wait 100 ticks of 19 ms". */
export const CONTAINER_TICKS = 100
export const CONTAINER_TICK_MS = 19

/**
 * Resolves once `el` is in the document (an iframe player needs its container there), looking
 * every 19 ms up to 100 times; rejects `Media container not found` after that, or when `signal`
 * aborts.
 */
export function waitForContainer(el: HTMLElement, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let ticks = 0
    const look = () => {
      if (signal.aborted) return reject(new Error('aborted'))
      if (el.isConnected) return resolve()
      if (++ticks > CONTAINER_TICKS)
        return reject(new Error(`Media container not found after ${CONTAINER_TICKS} ticks`))
      const timer = setTimeout(look, CONTAINER_TICK_MS)
      signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
    }
    look()
  })
}
