import type { AppearOptions } from './appear-options'

export * from './appear-options'

type WatchModule = typeof import('./appear-watch')

let loaded: WatchModule | undefined
let loading: Promise<WatchModule> | undefined

/** Whether the appear watcher is in (tests: it loads only when something is watched). */
export const appearLoaded = (): boolean => loaded !== undefined

/**
 * Calls `onAppear` once, when at least the threshold's share of `el` is in view: an
 * IntersectionObserver, or a check every 100 ms where it is missing (docs/behaviour.md §9).
 * Returns a stop. The watcher is fetched at the first call; a failed fetch is warned about and
 * `onAppear` is not called.
 */
export function observeAppear(el: Element, onAppear: () => void, options: AppearOptions = {}) {
  if (loaded) return loaded.watchAppear(el, onAppear, options)
  let stop: (() => void) | undefined
  let stopped = false
  loading ??= import('./appear-watch').then((m) => (loaded = m))
  loading.then(
    (m) => {
      if (!stopped) stop = m.watchAppear(el, onAppear, options)
    },
    (error: unknown) => {
      loading = undefined
      console.warn(`[strata] observers: could not load the appear watcher (${error})`)
    },
  )
  return () => {
    stopped = true
    stop?.()
  }
}
