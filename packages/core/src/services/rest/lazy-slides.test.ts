import { describe, expect, it, vi } from 'vitest'
import { ANNOUNCE_DELAY } from '../../a11y/announcer'
import { createSlider } from '../../create-slider'
import { normaliseLayers } from '../../normalise/normalise-layers'
import { parseBoolean } from '../../normalise/scalars'
import { createFakeScheduler } from '../../scheduler/fake-scheduler'
import { useFakePage } from '../../test-support/fake-page'
import { describePluginContract } from '../../testing'
import type { RawRecord, RawValue, SlideModel } from '../../types/model'
import type { AnyPlugin } from '../../types/plugin'
import { isLazySlide, lazySlides } from './lazy-slides'
import { fakeSite } from './test-site'

describePluginContract('lazySlides', () => lazySlides())

const page = useFakePage()

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** 8 slides; the first holds its layers, the others say `lazy: true` (docs/data-format/README.md). */
const lazyModule = (): RawRecord => {
  const slides: RawRecord = {}
  for (let i = 1; i <= 8; i++)
    slides[i] =
      i === 1
        ? { id: i, slide: { order: i }, layers: { 1: { type: 'text' } } }
        : { id: i, slide: { order: i, lazy: true } }
  return { id: '3', settings: { alias: 'lazy' }, slides }
}

/**
 * The site answers each slideid with one text layer naming the slide. A held site answers only
 * once the test calls `release()`: a timed delay raced the slider's own work on a loaded CI box.
 */
const site = (held = false) => {
  let release = () => {}
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
  const answered = fakeSite(async (_url, init) => {
    const id = new URLSearchParams(String(init.body)).get('data[slideid]') ?? ''
    await gate
    const slides = { [id]: { layers: { 1: { type: 'text', content: { text: `L${id}` } } } } }
    return new Response(JSON.stringify({ success: true, slides }))
  })
  return { ...answered, release }
}

const requested = (calls: ReturnType<typeof site>['calls']) =>
  calls.map((c) => Number(c.body.get('data[slideid]'))).sort((a, b) => a - b)

/** A slider of `module` (the lazy one by default) with `lazySlides(options)`, once ready. */
async function lazySlider(
  fetch: typeof globalThis.fetch,
  options?: Parameters<typeof lazySlides>[0],
  module = lazyModule(),
) {
  const slider = createSlider(page.root, {
    module,
    fetch,
    scheduler: createFakeScheduler(),
    plugins: [lazySlides(options)],
  })
  await slider.ready
  return slider
}

describe('lazySlides: lazy loading of a slide’s layers by slideid (docs/behaviour.md §7)', () => {
  it('fetches the layers of the lazy slides within 2 of the current one, by slideid', async () => {
    const { fetch, calls } = site()
    const loaded: number[] = []
    const slider = createSlider(page.root, {
      module: lazyModule(),
      fetch,
      rest: { ajaxUrl: '/ajax' },
      scheduler: createFakeScheduler(),
      plugins: [lazySlides({ onLoaded: (index) => loaded.push(index) })],
    })
    await slider.ready
    await settle()
    expect(requested(calls)).toEqual([2, 3, 7, 8])
    expect(calls[0]?.body.get('client_action')).toBe('get_full_slider_object')
    expect(calls[0]?.body.get('data[id]')).toBe('3')
    expect(loaded.sort()).toEqual([1, 2, 6, 7])
    expect(slider.module?.slides[1]?.rawLayers).toEqual({
      1: { type: 'text', content: { text: 'L2' } },
    })
    slider.destroy()
  })

  it('fetches further slides ahead as the slider moves, each once', async () => {
    const { fetch, calls } = site()
    const slider = await lazySlider(fetch)
    await settle()
    slider.goTo(4)
    await settle()
    await settle()
    expect(slider.state.index).toBe(4)
    expect(requested(calls)).toEqual([2, 3, 4, 5, 6, 7, 8])
    slider.destroy()
  })

  it('a change to a slide still loading waits for its layers', async () => {
    const { fetch, release } = site(true)
    const slider = await lazySlider(fetch, { ahead: 0 })
    slider.goTo(1)
    await settle()
    await settle()
    expect(slider.state.index).toBe(0)
    release()
    await vi.waitFor(() => expect(slider.state.index).toBe(1))
    expect(slider.module?.slides[1]?.rawLayers).not.toEqual([])
    slider.destroy()
  })

  it('a failed load is a report entry; the slide shows without those layers', async () => {
    const { fetch } = fakeSite({ status: 200, body: '{"success":false}' })
    const slider = await lazySlider(fetch, { ahead: 1 })
    await settle()
    expect(slider.report).toContainEqual({
      path: 'slides.2.layers',
      message:
        'could not be lazy-loaded (module "3" could not be loaded from the database); the slide shows without them',
    })
    slider.destroy()
  })

  it('a slide built before its layers arrive is built again with them', async () => {
    const { fetch, release } = site(true)
    const drawn: string[] = []
    // A stand-in layer plugin: it draws a slide's layer count each time the slide is built.
    const layerCounter: AnyPlugin = {
      name: 'layerCounter',
      options: {},
      normalise: { layers: normaliseLayers },
      setup: (ctx) => {
        const off = ctx.on('slide:build', ({ index }) => {
          drawn.push(`${index}:${ctx.layers(index).length}`)
        })
        return { destroy: off }
      },
    }
    const scheduler = createFakeScheduler()
    const slider = createSlider(page.root, {
      module: lazyModule(),
      fetch,
      rest: { ajaxUrl: '/ajax' },
      scheduler,
      plugins: [layerCounter, lazySlides()],
    })
    await slider.ready
    scheduler.tick(ANNOUNCE_DELAY)
    expect(drawn).toContain('1:0')
    expect(drawn).not.toContain('1:1')
    release()
    await vi.waitFor(() => expect(drawn).toContain('1:1'))
    slider.destroy()
  })
})

describe('lazySlides after slider.removeSlide', () => {
  it('a slide that moved down an index still gets its own layers, each slide fetched once', async () => {
    const { fetch, calls } = site()
    const slider = await lazySlider(fetch, { ahead: 1 })
    await settle()
    expect(requested(calls)).toEqual([2, 8])
    // Slide 1 out: slide 2 is at index 0 now, slide 3 at index 1, where slide 2's load was.
    slider.removeSlide(0)
    await vi.waitFor(() => expect(slider.module?.slides[0]?.id).toBe('2'))
    slider.goTo(1)
    await vi.waitFor(() => expect(slider.state.index).toBe(1))
    await settle()
    expect(slider.module?.slides[1]?.rawLayers).toEqual({
      1: { type: 'text', content: { text: 'L3' } },
    })
    expect(requested(calls)).toEqual([2, 3, 4, 8])
    slider.destroy()
  })

  it('layers that arrive after their slide moved rebuild the slide where it is now', async () => {
    const { fetch, release } = site(true)
    const loaded: Array<[number, string]> = []
    const slider = await lazySlider(fetch, {
      ahead: 1,
      onLoaded: (index, s) => loaded.push([index, s.id]),
    })
    await settle()
    slider.removeSlide(3)
    await vi.waitFor(() => expect(slider.module?.slides).toHaveLength(7))
    release()
    await vi.waitFor(() => expect(loaded).toHaveLength(2))
    // Slide 8 was at index 7 when asked for; it is at index 6 now.
    expect(loaded.sort()).toEqual([
      [1, '2'],
      [6, '8'],
    ])
    slider.destroy()
  })

  it('a failed load names the slide by its key in the data', async () => {
    const { fetch } = fakeSite({ status: 200, body: '{"success":false}' })
    const module = lazyModule()
    // A list of slides: slide id 2 sits at key 1.
    module.slides = Object.values(module.slides as RawRecord)
    const slider = await lazySlider(fetch, { ahead: 1 }, module)
    await settle()
    expect(slider.report.map((e) => e.path).sort()).toEqual(['slides.1.layers', 'slides.7.layers'])
    slider.destroy()
  })
})

describe('isLazySlide', () => {
  it("reads `lazy` as core's parseBoolean does (its own copy keeps the rest chunk off the normaliser)", () => {
    const values: RawValue[] = [true, 'true', 1, '1', 'on', false, 'false', 0, '0', 'off']
    for (const v of [...values, 'yes', 2, '', null, undefined, 'TRUE', ' on']) {
      const slide = { raw: { lazy: v } } as unknown as SlideModel
      expect(isLazySlide(slide), JSON.stringify(v)).toBe(parseBoolean(v) === true)
    }
  })
})
