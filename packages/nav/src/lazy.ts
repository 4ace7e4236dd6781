/**
 * Code a module's data may not need (the HTML sanitiser, thumbnails, tabs, scrubber, progress bar)
 * loads on demand through `later`, so a slider with arrows and bullets does not download it
 * (issue #25). Every load in flight is tracked, so tests can wait for them all.
 */
const inFlight = new Set<Promise<unknown>>()

/** Starts `load` and tracks it until it settles. */
export function later<T>(load: () => Promise<T>): Promise<T> {
  const promise = load()
  inFlight.add(promise)
  const done = () => inFlight.delete(promise)
  promise.then(done, done)
  return promise
}

/** Resolves once no on-demand load is in flight (for tests). */
export async function loadsSettled(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight])
}
