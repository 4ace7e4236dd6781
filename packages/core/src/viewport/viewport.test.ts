import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  observeViewport,
  SCROLL_BASED_ATTRIBUTE,
  SCROLL_VIEWPORT_MARGIN,
  VIEWPORT_MARGIN,
} from './viewport'

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void
const observers: Array<{ callback: Callback; margin: string | undefined; disconnected: boolean }> =
  []

function stubObserver(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry
      constructor(callback: Callback, init?: { rootMargin?: string }) {
        this.entry = { callback, margin: init?.rootMargin, disconnected: false }
        observers.push(this.entry)
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true
      }
    },
  )
}
const el = () => document.createElement('div')

afterEach(() => {
  vi.unstubAllGlobals()
  observers.length = 0
})

describe('observeViewport', () => {
  it('Viewport observer margin: default -100px. It is -200px for scroll-based modules.', () => {
    stubObserver()
    expect([VIEWPORT_MARGIN, SCROLL_VIEWPORT_MARGIN]).toEqual(['-100px', '-200px'])
    observeViewport(el(), () => {})
    observeViewport(el(), () => {}, { margin: SCROLL_VIEWPORT_MARGIN })
    expect(observers.map((o) => o.margin)).toEqual(['-100px', '-200px'])
  })

  it('a module marked scroll-based is observed with the -200px margin by default', () => {
    stubObserver()
    const scroll = el()
    scroll.setAttribute(SCROLL_BASED_ATTRIBUTE, '')
    observeViewport(scroll, () => {})
    expect(observers[0]!.margin).toBe('-200px')
  })

  it('reports entering and leaving the viewport, once per change', () => {
    stubObserver()
    const onChange = vi.fn()
    observeViewport(el(), onChange)
    const callback = observers[0]!.callback
    callback([{ isIntersecting: false }])
    callback([{ isIntersecting: true }])
    callback([{ isIntersecting: true }])
    callback([{ isIntersecting: false }])
    expect(onChange.mock.calls).toEqual([[false], [true], [false]])
  })

  it('stop disconnects the observer', () => {
    stubObserver()
    const stop = observeViewport(el(), () => {})
    stop()
    expect(observers[0]!.disconnected).toBe(true)
  })

  it('without IntersectionObserver the module counts as in view at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    const onChange = vi.fn()
    const stop = observeViewport(el(), onChange)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true)
    expect(stop).not.toThrow()
  })
})
