import { describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'

// Counts how often the removal chunk is loaded, and can make that load fail (a lost network).
const chunk = vi.hoisted(() => ({ loads: 0, fail: false }))
vi.mock('../navigation/remove-slide', async (original) => {
  chunk.loads++
  if (chunk.fail) throw new Error('network lost')
  return original()
})

const page = useFakePage()

async function make() {
  const slider = createSlider(page.root, {
    module: sampleModule(5),
    scheduler: createFakeScheduler(),
  })
  await slider.ready
  await settle()
  return slider
}

// One file, one module cache: the tests run in order, the chunk loading once at most.
describe('slider.removeSlide loads its code on demand', () => {
  it('a slider that never removes a slide never loads the removal chunk', async () => {
    const slider = await make()
    slider.next()
    await settle()
    slider.destroy()
    expect(chunk.loads).toBe(0)
  })

  it('a chunk that cannot load is reported, nothing is removed and nothing throws', async () => {
    chunk.fail = true
    const slider = await make()
    slider.removeSlide(1)
    await vi.waitFor(() => expect(slider.report.map((e) => e.path)).toContain('removeSlide'))
    expect(slider.report.find((e) => e.path === 'removeSlide')?.message).toMatch(/^failed \(/)
    expect(slider.state.count).toBe(5)
    expect(slider.module?.slides).toHaveLength(5)
    slider.destroy()
    chunk.fail = false
  })

  it('a slider destroyed while the chunk loads removes nothing', async () => {
    const slider = await make()
    const slides = slider.module?.slides
    slider.removeSlide(1)
    slider.destroy()
    await vi.waitFor(() => expect(chunk.loads).toBeGreaterThan(1))
    await settle()
    expect(slides).toHaveLength(5)
    expect(slider.report).toEqual([])
  })

  it('the first call waits for the chunk, then removes; later calls reuse it', async () => {
    const slider = await make()
    const loads = chunk.loads
    slider.removeSlide(1)
    slider.removeSlide('5')
    await vi.waitFor(() => expect(slider.state.count).toBe(3))
    expect(slider.module?.slides.map((s) => s.id)).toEqual(['1', '3', '4'])
    slider.removeSlide(0)
    await vi.waitFor(() => expect(slider.state.count).toBe(2))
    expect(chunk.loads).toBe(loads)
    slider.destroy()
  })
})
