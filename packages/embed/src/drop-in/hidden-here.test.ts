import type { AnyPlugin } from '@strata/core'
import { installFakeBrowser, sampleModule } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startDropIn } from './drop-in'

type PageWindow = Window & { SR7?: Record<string, unknown> }
const page = window as PageWindow
const plugins = {
  'layers-text': (): AnyPlugin => ({ name: 'layers-text', options: {}, setup: () => undefined }),
}

const MARKUP = `<sr7-module id="SR7_1_1" data-id="1" style="margin:4px"><sr7-content><sr7-slide data-key="1"><sr7-txt>Fallback</sr7-txt></sr7-slide></sr7-content></sr7-module>`

/** Every ResizeObserver made: its callback and whether it still observes. */
const observers: Array<{ callback: (entries: unknown[]) => void; targets: Element[] }> = []
let width = 400
let browser: ReturnType<typeof installFakeBrowser>
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  browser = installFakeBrowser()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  observers.length = 0
  width = 400
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry: { callback: (entries: unknown[]) => void; targets: Element[] }
      constructor(callback: (entries: unknown[]) => void) {
        this.entry = { callback, targets: [] }
        observers.push(this.entry)
      }
      observe(target: Element) {
        this.entry.targets.push(target)
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = []
      }
    },
  )
  document.body.innerHTML = MARKUP
  // happy-dom lays nothing out: the module element is as wide as the test says.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ width, height: 0 }) as DOMRect,
  )
})
afterEach(() => {
  document.body.innerHTML = ''
  delete page.SR7
  browser.restore()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const el = () => document.getElementById('SR7_1_1') as HTMLElement
const content = () => el().querySelector('sr7-content') as HTMLElement
/** Height 0, as `!important` so the pre-sizing's box rule cannot give it one. */
const collapsed = () =>
  Number.parseFloat(el().style.getPropertyValue('max-height')) === 0 &&
  el().style.getPropertyPriority('max-height') === 'important'
/** The element's own style as the page wrote it (core's destroy may write it out anew). */
const asWritten = () => el().style.margin === '4px' && el().style.length === 4
/** Observers still watching the module element. */
const watching = () => observers.filter((o) => o.targets.includes(el()))
/** The page settling at `w` px: every observer of the module element is told. */
function resize(w: number) {
  width = w
  for (const o of watching())
    o.callback([
      { target: el(), contentRect: { width: w, height: 0 }, borderBoxSize: [{ inlineSize: w }] },
    ])
}
/** Two slides, both `hideOnMobile` (below 480 px nothing shows). */
function hidingModule() {
  const data = sampleModule(2)
  for (const entry of Object.values(data.slides) as Array<{ slide: Record<string, unknown> }>)
    entry.slide.slideshow = { hom: true }
  return data
}

// issue #25's last note: a drop-in module with no slide to show at its width was destroyed for
// good. Now it takes no space while nothing shows, and is built once the width has slides.
describe('drop-in mode: a module with no slide to show at its width', () => {
  it('takes no space while narrow and is built, once, when widened', async () => {
    page.SR7 = { JSON: { SR7_1_1: hidingModule() } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    await vi.waitFor(() => expect(collapsed()).toBe(true))
    expect(el().classList.contains('strata-module')).toBe(false)
    expect(content().style.display).toBe('none')
    expect(watching()).toHaveLength(1)
    const named = warn.mock.calls.map((call: unknown[]) => String(call[0]))
    expect(named.filter((w: string) => w.includes('module "SR7_1_1"'))).toHaveLength(1)

    resize(1300)
    const slider = dropIn.sliders.get('SR7_1_1')
    await slider?.ready
    expect(slider?.state.index).toBe(0)
    expect(slider?.report).toEqual([])
    expect(el().classList.contains('strata-module')).toBe(true)
    // The collapse is gone (core sizes the element now); the page's own style is kept.
    expect(collapsed()).toBe(false)
    expect(el().style.margin).toBe('4px')
    expect(content().style.display).toBe('none')
    // The collapsed module's observer is gone; the new slider's own is core's.
    expect(observers[0]?.targets).toEqual([])
    resize(1400)
    expect(dropIn.sliders.get('SR7_1_1')).toBe(slider)
    dropIn.destroy()
    expect(watching()).toEqual([])
    expect(asWritten()).toBe(true)
    expect(content().style.display).toBe('')
  })

  it('narrowed again to a width with nothing to show, it takes no space again', async () => {
    width = 1300
    page.SR7 = { JSON: { SR7_1_1: hidingModule() } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    expect(dropIn.sliders.get('SR7_1_1')?.state.index).toBe(0)
    resize(400)
    // Core's resize is debounced (100 ms).
    await vi.waitFor(() => expect(collapsed()).toBe(true))
    expect(el().classList.contains('strata-module')).toBe(false)
    expect(el().querySelector('.strata-stage')).toBeNull()
    expect(content().style.display).toBe('none')
    expect(watching()).toHaveLength(1)
    resize(1300)
    await vi.waitFor(() => expect(el().classList.contains('strata-module')).toBe(true))
    dropIn.destroy()
    expect(watching()).toEqual([])
    expect(asWritten()).toBe(true)
  })

  it('destroyed while narrow: nothing is built when the page widens later', async () => {
    page.SR7 = { JSON: { SR7_1_1: hidingModule() } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    await vi.waitFor(() => expect(watching()).toHaveLength(1))
    dropIn.destroy()
    resize(1300)
    expect(el().classList.contains('strata-module')).toBe(false)
    expect(asWritten()).toBe(true)
  })
})
