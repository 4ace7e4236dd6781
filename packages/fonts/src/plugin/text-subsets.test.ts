import { describe, expect, it, vi } from 'vitest'
import { fakeFontSet, links, relayout, site, usePage } from './test-page'
import { calls, expectCyrillicIn, LATO, ROBOTO, start, text } from './test-subsets'

// Issue #25, docs/behaviour.md §9: the provider's css2 sheet lists each subset's files by
// `unicode-range`, and `document.fonts.load(spec)` with no text fetches only the Latin one. A face
// asked for by a text of another subset (a Russian site's module, a lazy slide's new face) is
// waited for with that text: loaded (2), `fonts:loaded` and a relayout once its files are in.

usePage()
/** The distinct calls, as `spec,text` (`spec,` with no text). */
const kinds = (calls: unknown[][]) => [...new Set(calls.map(String))]
const settle = () => new Promise((resolve) => setTimeout(resolve, 60))

describe('fonts() waits for a face with the text that asked for it when it has a subset other than Latin', () => {
  it("a module of Cyrillic text: its faces' waits carry the text; loaded (2), fonts:loaded and a relayout once the Cyrillic files are in", async () => {
    const { set, arrive } = fakeFontSet()
    const page = await start({ t: text('Roboto', 'Привет мир') })
    const { slider } = page
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    expect(links()).toEqual([
      'http://127.0.0.1:9/f/css2?family=Roboto:wght@400&subset=latin,cyrillic&display=swap',
    ])
    await vi.waitFor(() => expect(calls(set.check).length).toBeGreaterThan(0))
    expect(calls(set.load)).toEqual([[ROBOTO, 'Привет мир']])
    expect(kinds(calls(set.check))).toEqual([`${ROBOTO},Привет мир`])
    // The Latin file alone: still loading, no fonts:loaded.
    arrive(ROBOTO)
    await settle()
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toMatch(/^job-/)
    expect(loaded).not.toHaveBeenCalled()
    expect(relayout).not.toHaveBeenCalled()
    await expectCyrillicIn(page, arrive, loaded, 1)
  })

  it('a module of Latin text: its waits carry no text (the Latin file, as before)', async () => {
    const { set, arrive } = fakeFontSet()
    const { slider } = await start({ t: text('Roboto', 'Hello world') })
    arrive(ROBOTO)
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2))
    expect(calls(set.load)).toEqual([[ROBOTO, undefined]])
    expect(kinds(calls(set.check))).toEqual([`${ROBOTO},`])
  })

  it("a lazy slide's new face, asked for by Cyrillic text: its wait carries the text, once; the faces the module has are waited for again with it", async () => {
    const { set, arrive } = fakeFontSet()
    const { fetch, release } = site({ r: text('Lato', 'Привет') })
    const { slider } = await start({ t: text('Roboto', 'Hello') }, fetch)
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    arrive(ROBOTO)
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1))
    release()
    await vi.waitFor(() => expect(links()).toHaveLength(2))
    expect(links()[1]).toMatch(/css2\?family=Lato:wght@400&subset=latin,cyrillic&/)
    await vi.waitFor(() => expect(calls(set.load)).toHaveLength(2))
    await settle()
    expect(calls(set.load).filter(([spec]) => spec === LATO)).toEqual([[LATO, 'Привет']])
    expect(kinds(calls(set.check).filter(([spec]) => spec === LATO))).toEqual([`${LATO},Привет`])
    arrive(LATO)
    await settle()
    expect(slider.plugin('fonts')?.status('Lato')?.normal[400]).toMatch(/^job-/)
    arrive(LATO, 'cyrillic')
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Lato')?.normal[400]).toBe(2))
    expect(loaded).toHaveBeenLastCalledWith({ family: 'Lato', weight: 400, style: 'normal' })
  })

  it('a Cyrillic module whose lazy slide is Cyrillic too waits for nothing more; custom-url and icon faces carry no text', async () => {
    const { set, arrive } = fakeFontSet()
    const { fetch, release } = site({ r: text('Roboto', 'Мир') })
    const { slider } = await start(
      { t: text('Roboto', 'Привет'), b: text('Brand', 'Бренд') },
      fetch,
      { fonts: [{ family: 'Brand', url: '/brand.css' }, 'Material Icons'] },
    )
    for (const face of [ROBOTO, 'normal 400 16px "Brand"', 'normal 400 16px "Material Icons"'])
      arrive(face)
    arrive(ROBOTO, 'cyrillic')
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2))
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Brand')?.normal[400]).toBe(2))
    const asked = calls(set.load).length
    release()
    await vi.waitFor(() => expect(slider.module?.slides[1]?.rawLayers).not.toEqual([]))
    await settle()
    expect(calls(set.load)).toHaveLength(asked)
    const texts = (f: string) => calls(set.load).filter(([spec]) => spec.includes(f))
    expect(texts('Roboto')).toEqual([[ROBOTO, 'Привет Бренд']])
    expect(texts('Brand')).toEqual([['normal 400 16px "Brand"', undefined]])
    expect(texts('Material Icons')).toEqual([['normal 400 16px "Material Icons"', undefined]])
  })

  it("a face shared from another module's sheet is waited for with this module's Cyrillic text", async () => {
    const { set, arrive } = fakeFontSet()
    await start({ t: text('Roboto', 'Hello') })
    const { slider } = await start({ t: text('Roboto', 'Привет') })
    expect(slider.plugin('fonts')?.urls()).toEqual([])
    arrive(ROBOTO)
    await vi.waitFor(() => expect(calls(set.load)).toContainEqual([ROBOTO, 'Привет']))
    await settle()
    expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toMatch(/^job-/)
    arrive(ROBOTO, 'cyrillic')
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Roboto')?.normal[400]).toBe(2))
  })
})
