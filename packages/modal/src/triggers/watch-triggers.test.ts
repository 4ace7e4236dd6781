import type { ReportEntry } from '@strata/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseModalTrigger } from '../normalise'
import { HASH_OPEN_DELAY, SCROLL_TARGET_SHARE } from './timing'
import { watchTriggers } from './watch-triggers'

let stop = () => {}
let opened = 0
let report: ReportEntry[] = []
const watch = (text: string, alias = 'promo') => {
  const trigger = parseModalTrigger(text, () => {}, 'modal')
  if (!trigger) throw new Error('no trigger')
  stop = watchTriggers(trigger, {
    win: window,
    alias,
    path: 'modal',
    report: (path, message) => report.push({ path, message }),
    open: () => opened++,
    hashDelay: HASH_OPEN_DELAY,
    scrollShare: SCROLL_TARGET_SHARE,
    since: Date.now(),
  })
}
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  window.dispatchEvent(new Event('scroll'))
}

beforeEach(() => {
  vi.useFakeTimers()
  opened = 0
  report = []
})
afterEach(() => {
  stop()
  vi.useRealTimers()
  scrollTo(0)
  window.location.hash = ''
  document.body.innerHTML = ''
})

describe('modal triggers (docs/behaviour.md §2.2, §3, §9)', () => {
  it('t (delay ms): not open before the delay, open after it', () => {
    watch('t:2000')
    vi.advanceTimersByTime(1999)
    expect(opened).toBe(0)
    vi.advanceTimersByTime(1)
    expect(opened).toBe(1)
  })

  it('so (scroll offset): opens once the page scrolls that far, once', () => {
    watch('so:300')
    scrollTo(299)
    expect(opened).toBe(0)
    scrollTo(300)
    scrollTo(600)
    expect(opened).toBe(1)
  })

  it("s (element): opens when the target's top is at or above half the window height", () => {
    const target = document.createElement('section')
    target.id = 'offer'
    document.body.append(target)
    let top = window.innerHeight
    target.getBoundingClientRect = () => ({ top }) as DOMRect
    watch('s:#offer')
    top = window.innerHeight / 2 + 1
    scrollTo(10)
    expect(opened).toBe(0)
    top = window.innerHeight / 2
    scrollTo(20)
    expect(opened).toBe(1)
  })

  it('s naming no element, or not a selector, is reported', () => {
    watch('s:#nowhere')
    stop()
    watch('s:[[[')
    expect(report.map((e) => e.path)).toEqual(['modal.s', 'modal.s'])
  })

  it('e (custom document event) is not heard here: watch-later.ts hears it from setup', () => {
    watch('e:promo:open')
    document.dispatchEvent(new CustomEvent('promo:open'))
    expect(opened).toBe(0)
  })

  it('ha (hash): a page hash equal to the alias opens it after 500 ms', () => {
    window.location.hash = '#promo'
    watch('ha:true')
    vi.advanceTimersByTime(HASH_OPEN_DELAY - 1)
    expect(opened).toBe(0)
    vi.advanceTimersByTime(1)
    expect(opened).toBe(1)
  })

  it('ha: a later hashchange to the alias opens it; another hash does not', () => {
    watch('ha:true')
    window.location.hash = '#other'
    window.dispatchEvent(new Event('hashchange'))
    vi.advanceTimersByTime(HASH_OPEN_DELAY)
    expect(opened).toBe(0)
    window.location.hash = '#promo'
    window.dispatchEvent(new Event('hashchange'))
    vi.advanceTimersByTime(HASH_OPEN_DELAY)
    expect(opened).toBe(1)
  })

  it('stop removes every listener and timer', () => {
    watch('t:100;so:50;e:go;ha:true')
    stop()
    vi.advanceTimersByTime(1000)
    scrollTo(100)
    document.dispatchEvent(new Event('go'))
    window.location.hash = '#promo'
    window.dispatchEvent(new Event('hashchange'))
    vi.advanceTimersByTime(1000)
    expect(opened).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })
})
