import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { observeResize } from './resize'

type Callback = (entries: Array<{ contentRect: { width: number; height: number } }>) => void
let callback: Callback = () => {}
const disconnect = vi.fn()

function stubObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: Callback) {
        callback = cb
      }
      observe() {}
      disconnect = disconnect
    },
  )
}
const resize = (width: number, height: number) => callback([{ contentRect: { width, height } }])

function setup(mobile = false) {
  stubObserver()
  const scheduler = createFakeScheduler()
  const onResize = vi.fn()
  const el = document.createElement('div')
  const stop = observeResize(el, onResize, scheduler, () => mobile)
  return { scheduler, onResize, stop, el }
}

afterEach(() => {
  vi.unstubAllGlobals()
  disconnect.mockClear()
})

describe('observeResize', () => {
  it('Resize callback default delay 100 ms', () => {
    const { scheduler, onResize } = setup()
    resize(800, 450)
    scheduler.tick(90)
    expect(onResize).not.toHaveBeenCalled()
    scheduler.tick(20)
    expect(onResize).toHaveBeenCalledExactlyOnceWith(800, 450)
  })

  it('a burst of changes is reported once, with the last size, 100 ms after it settles', () => {
    const { scheduler, onResize } = setup()
    resize(800, 450)
    scheduler.tick(60)
    resize(700, 400)
    scheduler.tick(60)
    expect(onResize).not.toHaveBeenCalled()
    scheduler.tick(60)
    expect(onResize).toHaveBeenCalledExactlyOnceWith(700, 400)
  })

  it('skips a size equal to the last one reported', () => {
    const { scheduler, onResize } = setup()
    resize(800, 450)
    scheduler.tick(110)
    expect(onResize).toHaveBeenCalledOnce()
    resize(800, 450)
    scheduler.tick(400)
    expect(onResize).toHaveBeenCalledTimes(1)
  })

  it('Mobile resize threshold 30 px: a height-only change under 30 px is ignored on mobile', () => {
    const { scheduler, onResize } = setup(true)
    resize(400, 700)
    scheduler.tick(120)
    resize(400, 729)
    scheduler.tick(120)
    expect(onResize).toHaveBeenCalledTimes(1)
    resize(400, 730)
    scheduler.tick(120)
    expect(onResize).toHaveBeenLastCalledWith(400, 730)
    resize(390, 735)
    scheduler.tick(120)
    expect(onResize).toHaveBeenLastCalledWith(390, 735)
    expect(onResize).toHaveBeenCalledTimes(3)
  })

  it('off mobile every height change counts', () => {
    const { scheduler, onResize } = setup(false)
    resize(400, 700)
    scheduler.tick(120)
    resize(400, 710)
    scheduler.tick(120)
    expect(onResize).toHaveBeenLastCalledWith(400, 710)
  })

  it('stop disconnects the observer and cancels a pending call', () => {
    const { scheduler, onResize, stop } = setup()
    resize(800, 450)
    stop()
    scheduler.tick(200)
    expect(onResize).not.toHaveBeenCalled()
    expect(disconnect).toHaveBeenCalledOnce()
    expect(scheduler.size()).toBe(0)
  })

  it('falls back to the window resize event without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const scheduler = createFakeScheduler()
    const onResize = vi.fn()
    const el = document.createElement('div')
    const stop = observeResize(el, onResize, scheduler, () => false)
    window.dispatchEvent(new Event('resize'))
    scheduler.tick(120)
    expect(onResize).toHaveBeenCalledOnce()
    stop()
    window.dispatchEvent(new Event('resize'))
    scheduler.tick(120)
    expect(onResize).toHaveBeenCalledOnce()
  })
})
