// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { watchReducedMotion } from './reduced-motion'

function fakeWindow(initial: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const queries: string[] = []
  const query = {
    matches: initial,
    addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) =>
      listeners.delete(fn),
  } as unknown as MediaQueryList
  const win = {
    matchMedia: (q: string) => {
      queries.push(q)
      return query
    },
  }
  const flip = (matches: boolean) => {
    for (const fn of listeners) fn({ matches } as MediaQueryListEvent)
  }
  return { win, flip, listeners, queries }
}

describe('watchReducedMotion', () => {
  it('reads prefers-reduced-motion: reduce at start', () => {
    const { win, queries } = fakeWindow(true)
    expect(watchReducedMotion(() => {}, win).reduced).toBe(true)
    expect(queries).toEqual(['(prefers-reduced-motion: reduce)'])
  })

  it('reports a change', () => {
    const { win, flip } = fakeWindow(false)
    const onChange = vi.fn()
    watchReducedMotion(onChange, win)
    flip(true)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true)
  })

  it('stop removes the listener', () => {
    const { win, listeners } = fakeWindow(false)
    const watch = watchReducedMotion(() => {}, win)
    expect(listeners.size).toBe(1)
    watch.stop()
    expect(listeners.size).toBe(0)
  })

  it('without matchMedia motion is not reduced', () => {
    const watch = watchReducedMotion(() => {}, {})
    expect(watch.reduced).toBe(false)
    expect(() => watch.stop()).not.toThrow()
  })
})
