import type { RawRecord } from '@strata/core'
import { describe, expect, it, vi } from 'vitest'
import { CYRILLIC, fakeFontSet, links, relayout, site, usePage } from './test-page'
import { expectCyrillicIn, ROBOTO, start as startModule, text } from './test-subsets'

// Issue #25, docs/behaviour.md §4.3 and §9: a lazy slide's text may need a subset the module's
// text had not (Cyrillic after Latin). The provider's css2 sheet lists every subset's files by
// `unicode-range`, so nothing is asked again: the faces the module has are waited for again with
// that text, and laid out again once it is in.

usePage()

/** A module of Latin slide `a` (Roboto, and `extra` layers) and, with `fetch`, lazy slide `b`. */
const start = (
  fetch?: typeof globalThis.fetch,
  extra: RawRecord = {},
  settings: RawRecord = {},
  base?: string,
) => startModule({ t: text('Roboto', 'Hello'), ...extra }, fetch, settings, base)
const ROBOTO_URL = 'http://127.0.0.1:9/f/css2?family=Roboto:wght@400&subset=latin&display=swap'
/** The calls of `load` or `check` that carried a text of Cyrillic. */
const withCyrillic = (fn: { mock: { calls: [string, string?][] } }) =>
  fn.mock.calls.filter(([, words]) => CYRILLIC.test(words ?? ''))

describe("fonts() and a lazy slide's text in a subset the module's text had not", () => {
  it('waits again for the faces it has with that text: status kept, no new sheet, fonts:loaded and a relayout once in', async () => {
    const { set, arrive } = fakeFontSet()
    const { fetch, release } = site({ r: text('Roboto', 'Привет') })
    const page = await start(fetch)
    const { slider } = page
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
    await expectCyrillicIn(page, arrive, loaded, 2)
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
