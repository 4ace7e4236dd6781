import { createSlider, type RawRecord } from '@strata/core'
import { lazySlides } from '@strata/core/rest'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fonts } from '../index'

// Issue #25, docs/behaviour.md §4.3 and §9: a lazy slide's text may need a subset the module's
// text had not (Cyrillic after Latin). The provider's css2 sheet lists every subset's files by
// `unicode-range`, so nothing is asked again: the faces the module has are waited for again with
// that text, and laid out again once it is in.

const text = (family: string, words: string): RawRecord => ({
  type: 'text',
  content: { text: words },
  font: { family, weight: 400 },
})

/** The site's answer to slide `b`'s `slideid`: its layers, once the test calls `release()`. */
const site = (layers: RawRecord) => {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const fetch = (async () => {
    await gate
    return new Response(JSON.stringify({ success: true, slides: { b: { layers } } }))
  }) as typeof globalThis.fetch
  return { fetch, release: () => release() }
}

const CYRILLIC = /[\u0400-\u04ff]/
/**
 * A `document.fonts` stand-in: `check(spec)` true once `arrive(spec)`; with a text of Cyrillic,
 * true once `arrive(spec, 'cyrillic')` too (its file is a `unicode-range` of its own).
 */
function fakeFontSet() {
  const loaded = new Set<string>()
  const set = {
    forEach: () => {},
    load: vi.fn((_spec: string, _text?: string) => Promise.resolve([])),
    check: vi.fn(
      (spec: string, words = ' ') =>
        loaded.has(spec) && (!CYRILLIC.test(words) || loaded.has(`${spec} cyrillic`)),
    ),
  }
  Object.defineProperty(document, 'fonts', { value: set, configurable: true })
  return {
    set,
    arrive: (spec: string, subset = '') => loaded.add(subset ? `${spec} ${subset}` : spec),
  }
}

const relayout = vi.fn()
const textLayers = () => ({
  name: 'layers-text',
  options: {},
  setup: () => ({ api: { relayout } }),
})

let browser: ReturnType<typeof installFakeBrowser>
const roots: HTMLElement[] = []
const sliders: { destroy(): void }[] = []
beforeEach(() => {
  browser = installFakeBrowser()
  relayout.mockClear()
})
afterEach(() => {
  for (const s of sliders.splice(0)) s.destroy()
  for (const r of roots.splice(0)) r.remove()
  browser.restore()
  Reflect.deleteProperty(document, 'fonts')
})

/** A module of Latin slide `a` (Roboto, and `extra` layers) and, with `fetch`, lazy slide `b`. */
const start = async (
  fetch?: typeof globalThis.fetch,
  extra: RawRecord = {},
  settings: RawRecord = {},
  base = 'http://127.0.0.1:9/f',
) => {
  const root = document.createElement('div')
  document.body.append(root)
  roots.push(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, {
    module: {
      settings: { alias: 'fonts-subsets', ...settings },
      slides: {
        a: { id: 'a', layers: { t: text('Roboto', 'Hello'), ...extra } },
        ...(fetch ? { b: { id: 'b', slide: { lazy: true } } } : {}),
      },
    },
    fetch,
    rest: { ajaxUrl: '/ajax' },
    scheduler,
    plugins: [textLayers(), fonts({ base }), lazySlides()],
  })
  sliders.push(slider)
  await slider.ready
  // The window's neighbours: slide b, still without layers.
  scheduler.tick(100)
  return { slider, scheduler }
}
const links = () =>
  [...document.head.querySelectorAll('link.strata-font')].map((l) => l.getAttribute('href'))
const ROBOTO = 'normal 400 16px "Roboto"'
const ROBOTO_URL = 'http://127.0.0.1:9/f/css2?family=Roboto:wght@400&subset=latin&display=swap'
/** The calls of `load` or `check` that carried a text of Cyrillic. */
const withCyrillic = (fn: { mock: { calls: [string, string?][] } }) =>
  fn.mock.calls.filter(([, words]) => CYRILLIC.test(words ?? ''))

describe("fonts() and a lazy slide's text in a subset the module's text had not", () => {
  it('waits again for the faces it has with that text: status kept, no new sheet, fonts:loaded and a relayout once in', async () => {
    const { set, arrive } = fakeFontSet()
    const { fetch, release } = site({ r: text('Roboto', 'Привет') })
    const { slider, scheduler } = await start(fetch)
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    arrive(ROBOTO)
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2))
    expect(loaded).toHaveBeenCalledTimes(1)
    expect(withCyrillic(set.load)).toEqual([])
    release()
    await vi.waitFor(() => expect(withCyrillic(set.check).length).toBeGreaterThan(1))
    expect(withCyrillic(set.load)).toEqual([[ROBOTO, 'Привет']])
    expect(withCyrillic(set.check)[0]).toEqual([ROBOTO, 'Привет'])
    // Roboto 400 is in: more of its characters coming does not make it "loading" again.
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2)
    expect(links()).toEqual([ROBOTO_URL])
    expect(slider.plugin('fonts')?.urls()).toEqual([ROBOTO_URL])
    expect(loaded).toHaveBeenCalledTimes(1)
    relayout.mockClear()
    arrive(ROBOTO, 'cyrillic')
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(2))
    expect(loaded).toHaveBeenLastCalledWith({ family: 'Roboto', weight: 400, style: 'normal' })
    scheduler.tick(16)
    expect(relayout).toHaveBeenCalledTimes(1)
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2)
    expect(slider.report).toEqual([])
  })

  it('waits for nothing more when the lazy text is Latin too', async () => {
    const { set, arrive } = fakeFontSet()
    const { fetch, release } = site({ r: text('Roboto', 'World') })
    const { slider } = await start(fetch)
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    arrive(ROBOTO)
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1))
    const asked = [set.load.mock.calls.length, set.check.mock.calls.length]
    release()
    await vi.waitFor(() => expect(slider.module?.slides[1]?.rawLayers).not.toEqual([]))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect([set.load.mock.calls.length, set.check.mock.calls.length]).toEqual(asked)
    expect(loaded).toHaveBeenCalledTimes(1)
    expect(links()).toEqual([ROBOTO_URL])
  })

  it("a face shared from another module's sheet is waited for again with the text too", async () => {
    const { set, arrive } = fakeFontSet()
    await start()
    const { fetch, release } = site({ r: text('Roboto', 'Привет') })
    const { slider } = await start(fetch)
    // The second module asked for nothing: it holds the first one's sheet.
    expect(slider.plugin('fonts')?.urls()).toEqual([])
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    arrive(ROBOTO)
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1))
    release()
    await vi.waitFor(() => expect(withCyrillic(set.load)).toEqual([[ROBOTO, 'Привет']]))
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2)
    arrive(ROBOTO, 'cyrillic')
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(2))
    expect(links()).toEqual([ROBOTO_URL])
  })

  it('a face from a custom stylesheet or an icon font is not waited for again', async () => {
    const { set, arrive } = fakeFontSet()
    const { fetch, release } = site({ r: text('Brand', 'Привет') })
    const { slider } = await start(
      fetch,
      { b: text('Brand', 'Hi') },
      {
        fonts: [{ family: 'Brand', url: '/brand.css' }, 'Material Icons'],
      },
    )
    for (const face of [ROBOTO, 'normal 400 16px "Brand"', 'normal 400 16px "Material Icons"'])
      arrive(face)
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Brand')?.normal[400]).toBe(2))
    await vi.waitFor(() =>
      expect(slider.plugin('fonts')?.status('Material Icons')?.normal[400]).toBe(2),
    )
    release()
    await vi.waitFor(() => expect(slider.module?.slides[1]?.rawLayers).not.toEqual([]))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(withCyrillic(set.load)).toEqual([])
    expect(withCyrillic(set.check)).toEqual([])
  })

  it('a face whose sheet fails meanwhile is not waited for again: required (0), no fonts:loaded', async () => {
    const { arrive } = fakeFontSet()
    // The provider's sheet stays out of the page until the test fails it.
    const held: Node[] = []
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      held.push(...(nodes as Node[]))
    })
    const { fetch, release } = site({ r: text('Roboto', 'Привет') })
    // A provider of its own: the page's registry (shared by the files of a worker) keeps it failed.
    const base = 'http://127.0.0.1:9/down-subsets'
    const { slider } = await start(fetch, {}, {}, base)
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toMatch(/^job-/)
    release()
    await vi.waitFor(() => expect(slider.module?.slides[1]?.rawLayers).not.toEqual([]))
    // What a browser's check says of a family it has no face of: nothing to wait for.
    arrive(ROBOTO)
    arrive(ROBOTO, 'cyrillic')
    held[0]?.dispatchEvent(new Event('error'))
    await vi.waitFor(() => expect(slider.report).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(slider.report).toEqual([
      {
        path: 'settings.fonts',
        message: `Failed to load font: ${base}/css2?family=Roboto:wght@400&subset=latin&display=swap`,
      },
    ])
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(0)
    expect(loaded).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})
