import { afterEach, describe, expect, it, vi } from 'vitest'
import { createScheduler } from '../../../scheduler/scheduler'
import { SCROLL_BASED_ATTRIBUTE } from '../../../viewport/viewport'
import { settle, testSlider } from '../test-slider'
import { APPEAR_THRESHOLDS, appearThreshold, FLAGGED_THRESHOLD, observeAppear } from './appear'
import { createFpsMonitor, FPS_MEASURE_MS, FPS_WINDOW, LOW_FPS } from './fps-monitor'
import { observers } from './observers'
import { isScrollBased } from './scroll-based'

/** A scheduler whose frames come `frameMs` apart, for frame-rate tests. */
function frameClock(frameMs: number) {
  let clock = 0
  let pending: ((t: number) => void) | undefined
  const scheduler = createScheduler({
    now: () => clock,
    doc: null,
    raf: (cb) => {
      pending = cb
      return 1
    },
    caf: () => {
      pending = undefined
    },
  })
  const frames = (n: number) => {
    for (let i = 0; i < n; i++) {
      clock += frameMs
      pending?.(clock)
    }
  }
  return { scheduler, frames }
}

let cleanup = (): void => {}
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('fps monitor', () => {
  it('Frame-rate sampling: window of 45 frames, low threshold 30 fps; under 30 triggers low-fps', () => {
    expect([FPS_WINDOW, LOW_FPS, FPS_MEASURE_MS]).toEqual([45, 30, 4000])
    const { scheduler, frames } = frameClock(50)
    const onLow = vi.fn()
    const monitor = createFpsMonitor({ scheduler, onLow })
    frames(45)
    expect(onLow).not.toHaveBeenCalled()
    frames(1)
    expect(onLow).toHaveBeenCalledExactlyOnceWith(20)
    expect(monitor.fps()).toBe(20)
  })

  it('60 fps is not low', () => {
    const { scheduler, frames } = frameClock(1000 / 60)
    const onLow = vi.fn()
    const monitor = createFpsMonitor({ scheduler, onLow })
    frames(100)
    expect(onLow).not.toHaveBeenCalled()
    expect(monitor.fps()).toBeCloseTo(60)
  })

  it('Measured over 4000 ms: then it stops and leaves no frame job', () => {
    const { scheduler, frames } = frameClock(20)
    createFpsMonitor({ scheduler, onLow: () => {} })
    frames(199)
    expect(scheduler.size()).toBe(1)
    frames(2)
    expect(scheduler.size()).toBe(0)
  })
})

describe('appear thresholds', () => {
  it('Appear offset thresholds: full 1, none 0.05, quarter 0.25, auto 0.5, almost 0.7, partial 0.33, default 0.25', () => {
    expect(APPEAR_THRESHOLDS).toEqual({
      full: 1,
      none: 0.05,
      quarter: 0.25,
      auto: 0.5,
      almost: 0.7,
      partial: 0.33,
      default: 0.25,
    })
    expect(appearThreshold('Almost')).toBe(0.7)
  })

  it('bad offsets: unknown names use default 0.25, numbers are clamped to 0..1', () => {
    const table: Array<[unknown, number]> = [
      ['sideways', 0.25],
      [null, 0.25],
      [Number.NaN, 0.25],
      [2, 1],
      [-1, 0],
      [0.4, 0.4],
      // Names on every object's prototype are no offset either (docs/security.md).
      ['constructor', 0.25],
      ['__proto__', 0.25],
    ]
    for (const [offset, threshold] of table)
      expect(appearThreshold(offset), `${offset}`).toBe(threshold)
  })

  it('observes at the threshold and fires once; flagged elements are observed at 0.3 after their delay', () => {
    vi.useFakeTimers()
    const made: Array<{ threshold: unknown; cb: (e: object[]) => void }> = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (e: object[]) => void, init: { threshold: unknown }) {
          made.push({ threshold: init.threshold, cb })
        }
        observe() {}
        disconnect() {}
      },
    )
    const el = document.createElement('div')
    const onAppear = vi.fn()
    observeAppear(el, onAppear, { offset: 'auto' })
    made[0]!.cb([{ isIntersecting: true, intersectionRatio: 0.2 }])
    made[0]!.cb([{ isIntersecting: true, intersectionRatio: 0.5 }])
    expect(onAppear).toHaveBeenCalledOnce()
    observeAppear(el, () => {}, { flagged: true, delay: 300 })
    expect(made).toHaveLength(1)
    vi.advanceTimersByTime(300)
    expect(made[1]!.threshold).toBe(FLAGGED_THRESHOLD)
    vi.useRealTimers()
  })

  it('Appear check every 100 ms where IntersectionObserver is missing', () => {
    vi.useFakeTimers()
    vi.stubGlobal('IntersectionObserver', undefined)
    const el = document.createElement('div')
    let top = 2000
    vi.spyOn(el, 'getBoundingClientRect').mockImplementation(
      () => ({ top, bottom: top + 100, height: 100 }) as DOMRect,
    )
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800)
    const onAppear = vi.fn()
    observeAppear(el, onAppear, { offset: 'full' })
    vi.advanceTimersByTime(100)
    top = 750
    vi.advanceTimersByTime(100)
    expect(onAppear).not.toHaveBeenCalled()
    top = 650
    vi.advanceTimersByTime(100)
    expect(onAppear).toHaveBeenCalledOnce()
    vi.useRealTimers()
  })
})

describe('observers()', () => {
  it('scroll-based modules (sbt.use, mod.type scroll) are marked for the -200px viewport margin', async () => {
    expect(isScrollBased({ sbt: { use: 'true' } })).toBe(true)
    expect(isScrollBased({ mod: { type: 'Scroll' } })).toBe(true)
    expect(isScrollBased({ sbt: { use: false }, mod: { type: 'mouse' } })).toBe(false)
    expect(isScrollBased('junk')).toBe(false)
    const t = testSlider([observers({ fps: false })], { settings: { sbt: { use: true } } })
    cleanup = t.cleanup
    await t.slider.ready
    expect(t.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(true)
    t.slider.destroy()
    expect(t.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(false)
  })

  it('a plain module keeps the -100px margin; the fps api reads the last window', async () => {
    const t = testSlider([observers()])
    cleanup = t.cleanup
    await t.slider.ready
    await settle()
    expect(t.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(false)
    expect(t.slider.plugin('observers')?.fps()).toBeUndefined()
    t.scheduler.tick(16 * 50)
    expect(t.slider.plugin('observers')?.fps()).toBeCloseTo(62.5)
  })
})
