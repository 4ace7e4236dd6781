/**
 * Code a module's data may not need (skin templates and the HTML sanitiser, show / hide delays,
 * the wheel, thumbnails, tabs, scrubber, progress bar) loads on demand through `later`, so a
 * slider with arrows and bullets does not download it (issue #25). Every load in flight is
 * tracked, so tests can wait for them all, and each is named, so tests can tell which ran.
 */
const inFlight = new Set<Promise<unknown>>()
const asked = new Set<string>()

/** Starts `load` (named `name`) and tracks it until it settles. */
export function later<T>(name: string, load: () => Promise<T>): Promise<T> {
  asked.add(name)
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

/** The names of the on-demand loads started since the last call, which forgets them (for tests). */
export function takeLoads(): string[] {
  const names = [...asked].sort()
  asked.clear()
  return names
}
