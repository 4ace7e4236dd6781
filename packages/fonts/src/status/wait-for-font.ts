import { FONT_CHECK_INTERVAL } from '../defaults'

/** A running wait: its outcome (true once loaded, false at the timeout) and a way to stop it. */
export interface FontWait {
  done: Promise<boolean>
  cancel(): void
}

/**
 * docs/behaviour.md §9 "Font check polling every 19 ms with a caller-set timeout": asks `check`
 * now and every `interval` ms until it says yes (true) or `timeout` ms passed (false).
 * A cancelled wait never settles.
 */
export function waitForFont(
  check: () => boolean,
  timeout: number,
  interval = FONT_CHECK_INTERVAL,
): FontWait {
  let timer: ReturnType<typeof setInterval> | undefined
  let stopped = false
  const done = new Promise<boolean>((resolve) => {
    if (check()) return resolve(true)
    const start = Date.now()
    timer = setInterval(() => {
      if (stopped) return
      const ok = check()
      if (ok || Date.now() - start >= timeout) {
        clearInterval(timer)
        resolve(ok)
      }
    }, interval)
  })
  return {
    done,
    cancel() {
      stopped = true
      clearInterval(timer)
    },
  }
}
