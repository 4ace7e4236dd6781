import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeScheduler } from '../../../scheduler/fake-scheduler'
import { SCROLL_DEFAULTS } from './scroll-defaults'
import { type ScrollOptions, scrollToAnchor as scrollNow } from './scroll-to'

/** The chunk's function as its loader calls it (scroll-anchor.ts), with the page's defaults. */
const scrollToAnchor = (target: Element | string | number, options: ScrollOptions = {}) =>
  scrollNow(target, options, SCROLL_DEFAULTS)

let anchor: HTMLElement
const scrolls: number[] = []

beforeEach(() => {
  anchor = document.createElement('section')
  anchor.id = 'prices'
  document.body.append(anchor)
  // happy-dom lays nothing out: give the page a height, the anchor a place.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000)
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800)
  vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({ top: 1200 } as DOMRect)
  vi.spyOn(window, 'scrollTo').mockImplementation(((_: number, y: number) => {
    scrolls.push(y)
  }) as unknown as typeof window.scrollTo)
})
afterEach(() => {
  anchor.remove()
  scrolls.length = 0
  vi.restoreAllMocks()
  history.replaceState(null, '', '#')
})

describe('scrollToAnchor', () => {
  it('scrolls by element id with offset and speed, eased, through the scheduler', () => {
    const scheduler = createFakeScheduler()
    const done = vi.fn()
    scrollToAnchor('#prices', { offset: 200, speed: 500, ease: 'none', scheduler, done })
    scheduler.tick(250)
    const mid = scrolls.at(-1) ?? 0
    expect(mid).toBeGreaterThan(400)
    expect(mid).toBeLessThan(600)
    scheduler.tick(300)
    expect(scrolls.at(-1)).toBe(1000)
    expect(done).toHaveBeenCalledExactlyOnceWith(true)
    expect(scheduler.size()).toBe(0)
  })

  it('may update the hash afterwards', () => {
    scrollToAnchor('prices', { speed: 0, updateHash: true })
    expect(scrolls).toEqual([1200])
    expect(location.hash).toBe('#prices')
  })

  it('a target beyond document height minus viewport minus 1 is capped there', () => {
    vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({ top: 2900 } as DOMRect)
    scrollToAnchor('prices', { speed: 0 })
    expect(scrolls).toEqual([2199])
  })

  it('a target below 0 is not scrolled to', () => {
    const done = vi.fn()
    scrollToAnchor('prices', { offset: 1500, speed: 0, done })
    expect(scrolls).toEqual([])
    expect(done).toHaveBeenCalledExactlyOnceWith(false)
  })

  it('cancel stops the scroll where it is and frees the scheduler', () => {
    const scheduler = createFakeScheduler()
    const cancel = scrollToAnchor('prices', { speed: 1000, scheduler })
    scheduler.tick(100)
    cancel()
    const count = scrolls.length
    scheduler.tick(2000)
    expect(scrolls.length).toBe(count)
    expect(scheduler.size()).toBe(0)
  })

  it('a missing or empty anchor and an unknown ease are reported with what was done', () => {
    const report = vi.fn()
    scrollToAnchor('#nowhere', { report })
    scrollToAnchor('  ', { report })
    scrollToAnchor('prices', { report, ease: 'wobble', speed: 0 })
    expect(report.mock.calls).toEqual([
      ['anchor', 'no element with id "nowhere" on the page; not scrolled'],
      ['anchor', 'no element with id "" on the page; not scrolled'],
      ['e', 'unknown ease "wobble"; using power1.inOut'],
    ])
    expect(scrolls).toEqual([1200])
  })

  // Bad-input table: malformed anchors and bad numbers, each with its outcome.
  it.each([
    ['offset NaN', { offset: Number.NaN }, [['offset', 'must be a number of px; using 0']], [1200]],
    [
      'offset Infinity',
      { offset: Number.POSITIVE_INFINITY },
      [['offset', 'must be a number of px; using 0']],
      [1200],
    ],
    ['speed -5', { speed: -5 }, [['s', 'must be a number of ms, 0 or more; using 1000']], []],
    [
      'speed NaN',
      { speed: Number.NaN },
      [['s', 'must be a number of ms, 0 or more; using 1000']],
      [],
    ],
  ] as const)('bad number: %s', (_, options, reports, jumps) => {
    const report = vi.fn()
    scrollToAnchor('prices', { speed: 0, ...options, report })
    expect(report.mock.calls).toEqual(reports)
    // A bad speed falls back to the 1000 ms default: nothing jumps at once.
    expect(scrolls).toEqual(jumps)
  })

  it.each([
    ['an id with quotes and spaces', 'a "b" c'],
    ['a selector, not an id', '.prices > div'],
    ['a bare #', '#'],
  ])('malformed anchor: %s is reported, not scrolled', (_, anchorId) => {
    const report = vi.fn()
    scrollToAnchor(anchorId, { report, speed: 0 })
    expect(report).toHaveBeenCalledOnce()
    expect(report.mock.calls[0]?.[1]).toMatch(/not scrolled$/)
    expect(scrolls).toEqual([])
  })
})
