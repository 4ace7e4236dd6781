import { describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { useSizedRoot } from '../test-support/sized-root'
import type { SliderEvents } from '../types/events'

const sized = useSizedRoot(620)

/** A slider and the `layout:change` events it sends after it is ready. */
async function start() {
  const scheduler = createFakeScheduler()
  const slider = createSlider(sized.root, { module: sampleModule(3), scheduler })
  await slider.ready
  const changes: SliderEvents['layout:change'][] = []
  slider.on('layout:change', (e) => changes.push(e))
  // The content box 10 px narrower than the border box: a root with padding.
  const observe = (w: number) => {
    sized.width = w
    sized.report([
      { contentRect: { width: w - 10, height: 600 }, borderBoxSize: [{ inlineSize: w }] },
    ])
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
    const read = vi.mocked(sized.root.getBoundingClientRect)
    read.mockClear()
    observe(500)
    expect(changes.map((e) => e.width)).toEqual([500])
    expect(read).not.toHaveBeenCalled()
    slider.destroy()
  })
})
