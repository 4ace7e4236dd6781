import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, useFakePage } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { streams } from '../plugin/plugin'
import { expandStream } from './expand-stream'

// Counts loads of the feed chunk (sources, fetching, placeholders) and of the sanitiser it uses.
const loads = vi.hoisted(() => ({ feed: 0, sanitiser: 0 }))
vi.mock('./build-stream', async (importOriginal) => {
  loads.feed += 1
  return importOriginal()
})
vi.mock('@strata/core/sanitize', async (importOriginal) => {
  loads.sanitiser += 1
  return importOriginal()
})

const moduleOf = (source: RawRecord): RawRecord => ({
  id: '5',
  settings: { alias: 'feed', source },
  slides: {
    7: {
      id: '7',
      slide: {},
      layers: { 1: { id: 1, type: 'text', content: { text: '{{title}}' } } },
    },
  },
})

// In order: the chunk is loaded once per page, so the first test sees it not loaded yet.
describe('the feed code loads only for a module with a feed (issue #25)', () => {
  // A fake browser and an empty root in the page, fresh for each test.
  const page = useFakePage()
  const show = async (module: RawRecord, fetch?: typeof globalThis.fetch) => {
    const slider = createSlider(page.root, {
      module,
      fetch,
      plugins: [streams()],
      scheduler: createFakeScheduler(),
    })
    await slider.ready
    return slider
  }

  it('a module without a feed (gallery without images, fixed, unknown type) loads neither the feed chunk nor the sanitiser', async () => {
    for (const type of ['gallery', 'fixed', 'unknown']) {
      const data = moduleOf({ type })
      expect(await expandStream(data)).toBe(data)
    }
    const slider = await show(moduleOf({ type: 'gallery', gallery: { images: [] } }))
    expect(slider.module?.slides.map((s) => s.id)).toEqual(['7'])
    expect(loads).toEqual({ feed: 0, sanitiser: 0 })
    slider.destroy()
  })

  it('a fetched stream (post) loads the feed chunk and the sanitiser as the slider loads, before its slides are built', async () => {
    const answer = (async () =>
      new Response(JSON.stringify({ success: true, data: [{ title: 'One' }] }))) as typeof fetch
    const slider = await show(moduleOf({ type: 'post' }), answer)
    expect(loads).toEqual({ feed: 1, sanitiser: 1 })
    expect(slider.module?.slides.map((s) => s.id)).toEqual(['7-1'])
    slider.destroy()
  })

  it('a gallery that lists images is built by the feed chunk: one slide per image', async () => {
    const data = moduleOf({ type: 'gallery', gallery: { images: ['/a.jpg', '/b.jpg'] } })
    const built = (await expandStream(data)) as RawRecord
    expect(Object.keys(built.slides as RawRecord)).toEqual(['7-1', '7-2'])
    expect(loads.feed).toBe(1)
  })
})
