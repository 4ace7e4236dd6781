import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'

type Report = (entries: Array<{ contentRect: { width: number; height: number } }>) => void
let report: Report = () => {}
let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement
let width = 400

beforeEach(() => {
  browser = installFakeBrowser()
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: Report) {
        report = cb
      }
      observe() {}
      disconnect() {}
    },
  )
  root = document.createElement('div')
  document.body.append(root)
  // happy-dom lays nothing out: the module takes the width the container says.
  vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect)
})
afterEach(() => {
  root.remove()
  browser.restore()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * Three slides of 1000 ms, slides 2 and 3 (or those `hidden` names) `hideOnMobile` (`hom` in the
 * export), opened at `start` px wide (below 480 px is the mobile level). `resize(w)` is the
 * container settling at w.
 */
async function open(start: number, hidden = ['2', '3']) {
  width = start
  const raw = sampleModule(3, { slideshow: { length: 1000, navDelay: 0 } })
  const slides = raw.slides as Record<string, { slide: Record<string, unknown> }>
  for (const key of hidden) slides[key]!.slide.slideshow = { hom: true }
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { module: raw, scheduler })
  await slider.ready
  const shown: number[] = []
  slider.on('slide:after', ({ index }) => shown.push(index))
  const resize = (w: number) => {
    width = w
    report([{ contentRect: { width: w, height: 600 } }])
    // docs/behaviour.md §9: the resize callback runs 100 ms after the size settles.
    scheduler.tick(110)
  }
  /** `ms` on the clock, then the slide change it started (a promise) ends. */
  const run = async (ms: number) => {
    scheduler.tick(ms)
    await new Promise((done) => setTimeout(done))
  }
  return { slider, scheduler, shown, resize, run }
}

describe('the slideshow follows the navigable slides when the device level changes', () => {
  it('opened at the mobile level with one navigable slide, it rotates once widened to desktop', async () => {
    const { slider, shown, resize, run } = await open(400)
    expect(slider.state.level).toBe(4)
    await run(3000)
    expect(shown).toEqual([])
    resize(1300)
    expect(slider.state.level).not.toBe(4)
    await run(1100)
    expect(shown).toEqual([1])
    await run(1100)
    expect(shown).toEqual([1, 2])
    slider.destroy()
  })

  it('widened, the rotation’s page side loads: focus inside the module pauses it', async () => {
    const { slider, scheduler, resize } = await open(400)
    resize(1300)
    // The rotation chunk is a dynamic import: let it land.
    await vi.waitFor(() => expect(root.querySelector('.strata-rotation')).not.toBeNull())
    root.querySelector('button')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(slider.state.pauseReasons).toContain('focus')
    scheduler.tick(0)
    slider.destroy()
  })

  it('narrowed to one navigable slide, its timer stops at once and no hidden slide shows; widened, it goes on', async () => {
    const { slider, scheduler, shown, resize, run } = await open(1300)
    scheduler.tick(500)
    const frames = scheduler.size()
    resize(400)
    expect(slider.state.level).toBe(4)
    // No timer, no frame: nothing is left to rotate.
    expect(scheduler.size()).toBeLessThan(frames)
    await run(5000)
    expect(shown).toEqual([])
    expect(slider.state.index).toBe(0)
    resize(1300)
    await run(1100)
    expect(shown).toEqual([1])
    slider.destroy()
  })

  it('a removal that left one navigable slide at the mobile level does not keep it from rotating once widened', async () => {
    // Slide 3 hides on mobile: slides 1 and 2 rotate there until slide 2 is removed.
    const { slider, shown, resize, run } = await open(400, ['3'])
    slider.removeSlide(1)
    await run(0)
    expect(slider.state.count).toBe(2)
    // Slide 1's time runs out with nowhere to go.
    await run(1100)
    expect(shown).toEqual([])
    resize(1300)
    await run(1100)
    expect(shown).toEqual([1])
    slider.destroy()
  })
})
