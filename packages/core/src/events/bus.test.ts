// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { expectConsoleError } from '../test-support/console-guard'
import { createBus } from './bus'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createBus', () => {
  it('delivers a typed payload to every handler of that event', () => {
    const bus = createBus()
    const seen: number[] = []
    bus.on('slide:after', (e) => seen.push(e.index))
    bus.on('slide:after', (e) => seen.push(e.prevIndex))
    bus.on('slide:before', () => seen.push(99))
    bus.emit('slide:after', { index: 2, prevIndex: 1, direction: 1 })
    expect(seen).toEqual([2, 1])
  })

  it('on() returns an unsubscribe function; calling it twice is harmless', () => {
    const bus = createBus()
    const handler = vi.fn()
    const off = bus.on('module:ready', handler)
    expect(bus.size()).toBe(1)
    off()
    off()
    bus.emit('module:ready', undefined)
    expect(handler).not.toHaveBeenCalled()
    expect(bus.size()).toBe(0)
  })

  it('the same function subscribed twice is two subscriptions, removed one at a time', () => {
    const bus = createBus()
    const handler = vi.fn()
    const off1 = bus.on('state:change', handler)
    bus.on('state:change', handler)
    off1()
    bus.emit('state:change', undefined)
    expect(handler).toHaveBeenCalledTimes(1)
    expect(bus.size()).toBe(1)
  })

  it('a handler that throws is logged with console.error and the others still run', () => {
    const bus = createBus()
    expectConsoleError('[strata] "viewport:change" handler failed Error: plugin bug')
    const after = vi.fn()
    bus.on('viewport:change', () => {
      throw new Error('plugin bug')
    })
    bus.on('viewport:change', after)
    expect(() => bus.emit('viewport:change', { inViewport: true })).not.toThrow()
    expect(after).toHaveBeenCalledWith({ inViewport: true })
  })

  it('size() counts handlers across events and clear() drops them all', () => {
    const bus = createBus()
    bus.on('slide:before', () => {})
    bus.on('slide:after', () => {})
    bus.on('slide:after', () => {})
    expect(bus.size()).toBe(3)
    bus.clear()
    expect(bus.size()).toBe(0)
  })

  it('has() tells whether an event has a handler; the hook hears each subscription', () => {
    const added: string[] = []
    const bus = createBus((type) => added.push(type))
    expect(bus.has('slideshow:progress')).toBe(false)
    const off = bus.on('slideshow:progress', () => {})
    bus.on('slide:after', () => {})
    expect(bus.has('slideshow:progress')).toBe(true)
    expect(added).toEqual(['slideshow:progress', 'slide:after'])
    off()
    expect(bus.has('slideshow:progress')).toBe(false)
    expect(bus.has('slide:after')).toBe(true)
  })

  it('a handler removed while an event is emitted does not break that emit', () => {
    const bus = createBus()
    const second = vi.fn()
    const off = bus.on('module:destroy', () => off())
    bus.on('module:destroy', second)
    bus.emit('module:destroy', undefined)
    expect(second).toHaveBeenCalledOnce()
    expect(bus.size()).toBe(1)
  })

  it('a handler removed by an earlier handler of the same emit does not run', () => {
    const bus = createBus()
    const second = vi.fn()
    bus.on('module:destroy', () => off())
    const off = bus.on('module:destroy', second)
    bus.emit('module:destroy', undefined)
    expect(second).not.toHaveBeenCalled()
  })
})
