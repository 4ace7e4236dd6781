/**
 * The playground's reduced-motion switch. Core reads `prefers-reduced-motion` through
 * `window.matchMedia` and listens for its `change` event; this wraps matchMedia so that one
 * query answers "reduce" while the switch is on and the real system setting otherwise, and
 * fires `change` when the answer flips, so core reacts exactly as it would to the OS setting.
 * CSS `@media` rules still follow the real setting: a page cannot fake those.
 */
const QUERY = '(prefers-reduced-motion: reduce)'

const lists = new Set<EventTarget & { media: string }>()
let forced = false
let real: MediaQueryList | undefined

const normalise = (query: string): string => query.replace(/\s+/g, '').toLowerCase()

/** `prefers-reduced-motion: reduce` as the system says, ignoring the switch. */
export const systemReducedMotion = (): boolean => !!real?.matches

export const isMotionForced = (): boolean => forced

const answer = (): boolean => forced || systemReducedMotion()

function fire(): void {
  for (const list of lists) {
    list.dispatchEvent(new MediaQueryListEvent('change', { matches: answer(), media: QUERY }))
  }
}

function fakeList(): MediaQueryList {
  const target = new EventTarget()
  const list = Object.assign(target, {
    media: QUERY,
    onchange: null,
    addListener: (cb: EventListener | null) => cb && target.addEventListener('change', cb),
    removeListener: (cb: EventListener | null) => cb && target.removeEventListener('change', cb),
  })
  Object.defineProperty(list, 'matches', { get: answer })
  lists.add(list)
  return list as unknown as MediaQueryList
}

/** Wraps `window.matchMedia` once; call before any slider starts. */
export function installMotionOverride(initiallyForced: boolean): void {
  forced = initiallyForced
  if (real || typeof window.matchMedia !== 'function') return
  const original = window.matchMedia.bind(window)
  real = original(QUERY)
  real.addEventListener('change', () => forced || fire())
  window.matchMedia = (query: string) =>
    normalise(query) === normalise(QUERY) ? fakeList() : original(query)
}

/** Turns the simulated setting on or off; sliders on the page hear a `change` at once. */
export function forceReducedMotion(on: boolean): void {
  const before = answer()
  forced = on
  if (answer() !== before) fire()
}
