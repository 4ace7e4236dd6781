import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { SliderEvents } from '../types/events'

type Entry = {
  contentRect: { width: number; height: number }
  borderBoxSize?: Array<{ inlineSize: number }>
}
type Report = (entries: Entry[]) => void
let report: Report = () => {}
let browser: ReturnType<typeof installFakeBrowser>
let root: HTMLElement
let width = 620

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
  width = 620
  // happy-dom lays nothing out: the module takes the width the container says.
  vi.spyOn(root, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect)
})
afterEach(() => {
  root.remove()
  browser.restore()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A slider and the `layout:change` events it sends after it is ready. */
async function start() {
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { module: sampleModule(3), scheduler })
  await slider.ready
  const changes: SliderEvents['layout:change'][] = []
  slider.on('layout:change', (e) => changes.push(e))
  // The content box 10 px narrower than the border box: a root with padding.
  const observe = (w: number) => {
    width = w
    report([{ contentRect: { width: w - 10, height: 600 }, borderBoxSize: [{ inlineSize: w }] }])
    // docs/behaviour.md §9: the resize callback runs 100 ms after the size settles.
    scheduler.tick(110)
  }
  return { slider, changes, observe }
}

describe('measuring the module', () => {
  it('the observer’s first report of the size measured at mount sends no layout:change', async () => {
    const { slider, changes, observe } = await start()
    observe(620)
    expect(changes).toEqual([])
    slider.destroy()
  })

  it('a new width sends one layout:change with the new box; the same width again sends none', async () => {
    const { slider, changes, observe } = await start()
    observe(620)
    observe(500)
    expect(changes).toHaveLength(1)
    expect(changes[0]?.width).toBe(500)
    expect(slider.state.width).toBe(500)
    observe(500)
    expect(changes).toHaveLength(1)
    slider.destroy()
  })

  it('a resize lays out at the border box the observer reports, with no layout read of its own', async () => {
    const { slider, changes, observe } = await start()
    const read = vi.mocked(root.getBoundingClientRect)
    read.mockClear()
    observe(500)
    expect(changes.map((e) => e.width)).toEqual([500])
    expect(read).not.toHaveBeenCalled()
    slider.destroy()
  })
})
