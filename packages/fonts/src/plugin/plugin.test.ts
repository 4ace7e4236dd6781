import roboto from '@capsizecss/metrics/roboto'
import { createSlider, type RawRecord } from '@strata/core'
import {
  adoptedRules,
  createFakeScheduler,
  expectConsoleError,
  installFakeBrowser,
} from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fonts } from '../index'
import type { FontsOptions } from './options'

/** A `document.fonts` stand-in: faces listed, and `check` true once `loaded` names the spec. */
function fakeFontSet(faces: { family: string; weight: string; style: string }[] = []) {
  const loaded = new Set<string>()
  const set = {
    forEach: (fn: (f: (typeof faces)[number]) => void) => faces.forEach(fn),
    load: vi.fn(() => Promise.resolve([])),
    check: vi.fn((spec: string) => loaded.has(spec)),
  }
  Object.defineProperty(document, 'fonts', { value: set, configurable: true })
  return { set, arrive: (spec: string) => loaded.add(spec) }
}

const module = (layers: RawRecord, settings: RawRecord = {}): RawRecord => ({
  settings: { alias: 'fonts-test', ...settings },
  slides: { a: { id: 'a', layers }, b: { id: 'b', layers: {} } },
})
const text = (family: string, weight = 400): RawRecord => ({
  type: 'text',
  content: { text: 'Hello' },
  font: { family, weight },
})

let browser: ReturnType<typeof installFakeBrowser>
const sliders: { destroy(): void }[] = []
beforeEach(() => {
  browser = installFakeBrowser()
})
afterEach(() => {
  for (const s of sliders.splice(0)) s.destroy()
  browser.restore()
  Reflect.deleteProperty(document, 'fonts')
  vi.useRealTimers()
})

/** The CSS of the sheets the document adopted (the fonts' fallbacks), as the DOM writes it back. */
const adoptedCss = () => adoptedRules().join('\n')

/** Stands in for @strata/layers-text: counts the relayouts asked of it. */
const relayout = vi.fn()
const textLayers = () => ({
  name: 'layers-text',
  options: {},
  setup: () => ({ api: { relayout } }),
})
let scheduler = createFakeScheduler()
const start = async (data: RawRecord, options: FontsOptions = {}) => {
  const root = document.createElement('div')
  document.body.append(root)
  scheduler = createFakeScheduler()
  const slider = createSlider(root, {
    module: data,
    plugins: [textLayers(), fonts({ base: 'http://127.0.0.1:9/f', timeout: 500, ...options })],
    scheduler,
  })
  sliders.push({
    destroy() {
      slider.destroy()
      root.remove()
    },
  })
  await slider.ready
  return slider
}
const links = () =>
  [...document.head.querySelectorAll('link.strata-font')].map((l) => l.getAttribute('href'))

describe('fonts() loads what the module needs', () => {
  it('asks the provider once for all families of the module; web-safe families never', async () => {
    fakeFontSet()
    const s = await start(module({ a: text('Lato', 700), b: text('Arial'), c: text('Roboto') }))
    expect(links()).toEqual([
      'http://127.0.0.1:9/f/css2?family=Lato:wght@700&family=Roboto:wght@400&subset=latin&display=swap',
    ])
    expect(s.plugin('fonts')?.status('Lato')?.normal[700]).toMatch(/^job-/)
  })

  it('skips weights already on the page, and a family another module already asked for', async () => {
    fakeFontSet([{ family: '"Lato"', weight: '100 900', style: 'normal' }])
    const first = await start(module({ a: text('Roboto'), b: text('Lato') }))
    expect(first.plugin('fonts')?.status('Lato')?.normal[400]).toBe(2)
    await start(module({ a: text('Roboto') }))
    expect(links()).toHaveLength(1)
  })

  it('an icon font another module already asked for is not asked again and counts as loaded once it is in', async () => {
    vi.useFakeTimers()
    const { arrive } = fakeFontSet()
    const icons = (): RawRecord => module({}, { fonts: ['Material Icons'] })
    await start(icons())
    const second = await start(icons())
    expect(links()).toEqual(['http://127.0.0.1:9/f/icon?family=Material+Icons'])
    arrive('normal 400 16px "Material Icons"')
    await vi.advanceTimersByTimeAsync(19)
    expect(second.plugin('fonts')?.status('Material Icons')?.normal[400]).toBe(2)
    expect(second.plugin('fonts')?.urls()).toEqual([])
  })

  it('a module whose face another module is still loading waits for it too: loading until it is in, then fonts:loaded and its text laid out again', async () => {
    vi.useFakeTimers()
    const { arrive } = fakeFontSet()
    await start(module({ a: text('Lato') }))
    const second = await start(module({ a: text('Lato') }))
    const loaded = vi.fn()
    second.on('fonts:loaded', loaded)
    await vi.advanceTimersByTimeAsync(19 * 3)
    expect(links()).toHaveLength(1)
    // Not "loaded" while it is not: docs/behaviour.md §4, a job id while loading.
    expect(second.plugin('fonts')?.status('Lato')?.normal[400]).toMatch(/^job-/)
    arrive('normal 400 16px "Lato"')
    await vi.advanceTimersByTimeAsync(19)
    expect(second.plugin('fonts')?.status('Lato')?.normal[400]).toBe(2)
    expect(loaded).toHaveBeenCalledWith({ family: 'Lato', weight: 400, style: 'normal' })
    relayout.mockClear()
    scheduler.tick(16)
    expect(relayout).toHaveBeenCalledTimes(1)
  })

  it("keeps a font sheet while another module uses its faces: destroying the module that asked for it leaves the other's text in its font", async () => {
    fakeFontSet()
    await start(module({ a: text('Roboto') }, { fonts: ['Material Icons'] }))
    await start(module({ a: text('Roboto') }, { fonts: ['Material Icons'] }))
    const sheets = links()
    expect(sheets).toHaveLength(2)
    const [own] = sliders.splice(0, 1)
    own?.destroy()
    // The second module's Roboto and icons come from the first one's sheets: they stay.
    expect(links()).toEqual(sheets)
    for (const x of sliders.splice(0)) x.destroy()
    expect(links()).toEqual([])
  })

  it('polls every 19 ms until the face is in, marks it 2 and has the text layers laid out again', async () => {
    vi.useFakeTimers()
    const { set, arrive } = fakeFontSet()
    const s = await start(module({ a: text('Lato') }))
    const loaded = vi.fn()
    s.on('fonts:loaded', loaded)
    await vi.advanceTimersByTimeAsync(19 * 3)
    // No text: the browser's default, " " (issue #25: a lazy slide's new subsets give theirs).
    expect(set.load).toHaveBeenCalledWith('normal 400 16px "Lato"', undefined)
    arrive('normal 400 16px "Lato"')
    await vi.advanceTimersByTimeAsync(19)
    expect(s.plugin('fonts')?.status('Lato')?.normal[400]).toBe(2)
    expect(loaded).toHaveBeenCalledWith({ family: 'Lato', weight: 400, style: 'normal' })
    // Text layers are laid out again in the next frame, once for the faces that came together.
    relayout.mockClear()
    scheduler.tick(16)
    expect(relayout).toHaveBeenCalledTimes(1)
  })

  it('logs a font wait that times out on the console', async () => {
    vi.useFakeTimers()
    fakeFontSet()
    await start(module({ a: text('Lato') }))
    expectConsoleError('font wait failed: normal 400 16px "Lato"')
    await vi.advanceTimersByTimeAsync(600)
  })

  it("adds the metric-matched fallback faces as the module's own adopted sheet, never under the web family's name, and removes all on destroy", async () => {
    fakeFontSet()
    await start(module({ a: text('Roboto') }), { metrics: [roboto] })
    const css = adoptedCss()
    const scope = document.querySelector('[data-strata-fonts]')?.getAttribute('data-strata-fonts')
    // No `<style>` (a strict style policy refuses one made by script); the provider's link only.
    expect([...document.head.children].map((e) => e.className)).toEqual(['strata-font'])
    expect(css).toContain(
      `@font-face { font-family: strata-fallback-${scope}-0; src: local("Arial")`,
    )
    expect(css).toContain(
      `[data-strata-fonts="${scope}"] [data-slide-id="a"] [data-layer-id="a"] { font-family: Roboto, strata-fallback-${scope}-0 !important; }`,
    )
    // A face named "Roboto" would come after the provider's (adopted sheets come last) and win.
    expect(css).not.toContain('font-family: Roboto;')
    for (const s of sliders.splice(0)) s.destroy()
    expect(document.head.querySelector('.strata-font')).toBe(null)
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })

  it('a module whose faces another module already asked for gets its own fallback faces too: its text keeps its place while they load', async () => {
    fakeFontSet()
    await start(module({ a: text('Roboto') }), { metrics: [roboto] })
    await start(module({ a: text('Roboto') }), { metrics: [roboto] })
    expect(links()).toHaveLength(1)
    const scopes = [...document.querySelectorAll('[data-strata-fonts]')].map((el) =>
      el.getAttribute('data-strata-fonts'),
    )
    expect(scopes).toHaveLength(2)
    const css = adoptedCss()
    for (const scope of scopes)
      expect(css).toContain(
        `[data-strata-fonts="${scope}"] [data-slide-id="a"] [data-layer-id="a"] { font-family: Roboto, strata-fallback-${scope}-0 !important; }`,
      )
  })

  it('loads a custom font stylesheet from settings.fonts as given, and the icon fonts from the base', async () => {
    fakeFontSet()
    const s = await start(
      module(
        { a: text('Brand'), i: { type: 'text', content: { text: '<i class="fa fa-star"></i>' } } },
        { fonts: [{ family: 'Brand', url: '/brand.css' }, 'Material Icons'] },
      ),
    )
    expect(links()).toEqual([
      '/brand.css',
      'http://127.0.0.1:9/f/css2?family=Roboto:wght@400&subset=latin&display=swap',
      'http://127.0.0.1:9/f/icon?family=Material+Icons',
      'http://127.0.0.1:9/f/font-awesome/4.7.0/css/font-awesome.min.css',
    ])
    expect(s.report).toEqual([])
  })

  it('loads the fonts a module names only in its resources: an icon font stylesheet, a known icon font, a family', async () => {
    fakeFontSet()
    const s = await start({
      ...module({ a: { type: 'text', content: { text: 'chevron_left' }, attr: { class: 'si' } } }),
      resources: {
        icons: { fontfamily: 'Strata Icons', fonticon: true, css: ['/icons/strata.css'] },
        material: { fontfamily: 'Material Icons', fonticon: true },
      },
      addOns: { brand: { url: '/addons/brand.js', fonts: ['Lato'] }, other: '/addons/x.js' },
    })
    expect(links()).toEqual([
      '/icons/strata.css',
      'http://127.0.0.1:9/f/css2?family=Lato:wght@400&family=Roboto:wght@400&subset=latin&display=swap',
      'http://127.0.0.1:9/f/icon?family=Material+Icons',
    ])
    expect(s.report).toEqual([])
  })

  it("gives each text layer of a family with widths a fallback of its own, scoped to the module's root, and takes it all away on destroy", async () => {
    fakeFontSet()
    const widths = { advances: { H: 1400, e: 1100, l: 500, o: 1150 }, pairs: {} }
    await start(module({ a: text('Roboto') }), { metrics: [{ ...roboto, widths }] })
    const css = adoptedCss()
    const root = document.querySelector('[data-strata-fonts]')
    const scope = root?.getAttribute('data-strata-fonts')
    expect(scope).toMatch(/^\d+$/)
    expect(css).toContain(`font-family: strata-fallback-${scope}-0; src: local("Arial")`)
    expect(css).toContain(
      `[data-strata-fonts="${scope}"] [data-slide-id="a"] [data-layer-id="a"] { font-family: Roboto, strata-fallback-${scope}-0 !important; }`,
    )
    // Not also under the family's own name: that face would be drawn instead of the layer's.
    expect(css).not.toContain('font-family: Roboto;')
    for (const x of sliders.splice(0)) x.destroy()
    expect(root?.hasAttribute('data-strata-fonts')).toBe(false)
    expect(document.adoptedStyleSheets).toHaveLength(0)
  })

  it('a failed stylesheet is reported as "Failed to load font: {url}" and stops further tries from that provider', async () => {
    fakeFontSet()
    // The provider is down: each sheet fails as soon as it is in the page.
    const append = document.head.append.bind(document.head)
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const n of nodes) if (n instanceof HTMLLinkElement) n.dispatchEvent(new Event('error'))
      append(...nodes)
    })
    const s = await start(module({ a: text('Lato') }), { base: 'http://127.0.0.1:9/down' })
    await vi.waitFor(() => expect(s.report.length).toBe(1))
    const url = 'http://127.0.0.1:9/down/css2?family=Lato:wght@400&subset=latin&display=swap'
    expect(s.report[0]).toEqual({ path: 'settings.fonts', message: `Failed to load font: ${url}` })
    expect(s.plugin('fonts')?.status('Lato')?.normal[400]).toBe(0)
    for (const x of sliders.splice(0)) x.destroy()
    // Nor its icon fonts: they come from the same provider.
    const again = await start(module({ a: text('Roboto') }, { fonts: ['Material Icons'] }), {
      base: 'http://127.0.0.1:9/down',
    })
    expect(links()).toEqual([])
    expect(again.plugin('fonts')?.urls()).toEqual([])
    vi.restoreAllMocks()
  })
})

describe('custom font urls from the data', () => {
  it('a script URL is refused and reported; nothing is added', async () => {
    fakeFontSet()
    const s = await start(module({}, { fonts: [{ family: 'Brand', url: 'javascript:alert(1)' }] }))
    expect(links()).toEqual([])
    expect(s.report).toEqual([
      { path: 'settings.fonts', message: 'refused font url "javascript:alert(1)"' },
    ])
  })
})
