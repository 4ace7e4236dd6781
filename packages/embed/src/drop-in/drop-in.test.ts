import type { AnyPlugin } from '@strata/core'
import { adoptedRules, installFakeBrowser, sampleModule } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startDropIn } from './drop-in'

type PageWindow = Window & { SR7?: Record<string, unknown>; _tpt?: Record<string, unknown> }
const page = window as PageWindow

// Plugins that record which ones a module got.
const used: string[] = []
const recording = (name: string) => (): AnyPlugin => ({
  name,
  options: {},
  setup() {
    used.push(name)
    return undefined
  },
})
const plugins = {
  'layers-text': recording('layers-text'),
  carousel: recording('carousel'),
  'lazy-slides': recording('lazy-slides'),
}

const MARKUP = (id: string) =>
  `<sr7-module id="${id}" data-id="1"><sr7-content><sr7-slide data-key="2"><sr7-bg id="${id}-2-6"><noscript><img src="/bg-2.jpg"></noscript></sr7-bg><sr7-txt>Fallback</sr7-txt></sr7-slide></sr7-content></sr7-module>`

let browser: ReturnType<typeof installFakeBrowser>
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  browser = installFakeBrowser()
  used.length = 0
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  document.body.innerHTML = ''
  for (const style of document.head.querySelectorAll('style')) style.remove()
  document.adoptedStyleSheets = []
  delete page.SR7
  delete page._tpt
  browser.restore()
  vi.restoreAllMocks()
})

describe('drop-in mode: pages made for the original front end', () => {
  it('gives the pre-sizing scripts prepareModuleHeight and runs the ones that ran before it', () => {
    const fn = vi.fn(() => {
      const prepare = page._tpt?.prepareModuleHeight as ((args: unknown) => void) | undefined
      prepare?.({ id: 'SR7_1_1', el: [480] })
    })
    page.SR7 = { PMH: { SR7_1_1: { fn, state: false } } }
    const dropIn = startDropIn({ plugins })
    expect(fn).toHaveBeenCalled()
    // The front end's elements laid out by one adopted sheet (core's `adoptCss`), the module's
    // box reserved by one of its own (`ownSheet`): no `<style>`, which a strict policy refuses.
    const adopted = adoptedRules().map((rule) => rule.replace(/\s/g, ''))
    expect(adopted.some((rule) => rule.startsWith('sr7-module'))).toBe(true)
    expect(adopted).toContain('#SR7_1_1:not([role]){aspect-ratio:1600/480;max-height:480px;}')
    expect(document.head.querySelector('style')).toBeNull()
    dropIn.destroy()
  })

  it('makes every module with data a slider, with the plugins its data needs', async () => {
    document.body.innerHTML = MARKUP('SR7_1_1') + MARKUP('SR7_2_1')
    const carousel = sampleModule(2, { type: 'carousel' })
    page.SR7 = { JSON: { SR7_1_1: sampleModule(2), SR7_2_1: carousel } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    expect([...dropIn.sliders.keys()]).toEqual(['SR7_1_1', 'SR7_2_1'])
    expect(used.sort()).toEqual(['carousel', 'layers-text', 'layers-text'])
    expect(document.getElementById('SR7_1_1')?.classList.contains('strata-module')).toBe(true)
    dropIn.destroy()
  })

  it('an empty slide gets its fallback background and, with an ajax endpoint, lazy-slides', async () => {
    document.body.innerHTML = MARKUP('SR7_1_1')
    const data = sampleModule(2)
    page.SR7 = { JSON: { SR7_1_1: data }, E: { ajaxurl: '/ajax' } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    const slide = dropIn.sliders.get('SR7_1_1')?.module?.slides[1]
    expect(slide?.rawLayers).toEqual({
      6: { id: '6', type: 'shape', subtype: 'slidebg', bg: { image: { src: '/bg-2.jpg' } } },
    })
    expect(used).toContain('lazy-slides')
    dropIn.destroy()
  })

  it('a module without data is reported with its id; its fallback markup stays', async () => {
    document.body.innerHTML = MARKUP('SR7_3_1')
    page.SR7 = {}
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('module "SR7_3_1" has no data'))
    expect(dropIn.sliders.size).toBe(0)
    expect(document.querySelector('sr7-txt')?.textContent).toBe('Fallback')
    dropIn.destroy()
  })

  it("a module element without an id, or with an earlier one's, is named in a warning; its markup stays", async () => {
    document.body.innerHTML = MARKUP('SR7_1_1') + MARKUP('SR7_1_1') + MARKUP('')
    page.SR7 = { JSON: { SR7_1_1: sampleModule(2) } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    expect(dropIn.sliders.size).toBe(1)
    const [first, second, third] = document.querySelectorAll('sr7-module')
    expect(first?.classList.contains('strata-module')).toBe(true)
    for (const el of [second, third]) expect(el?.classList.contains('strata-module')).toBe(false)
    const named: string[] = warn.mock.calls.map((call: unknown[]) => String(call[0]))
    expect(named.filter((message) => message.includes('<sr7-module>'))).toEqual([
      '[strata] module "SR7_1_1": an earlier <sr7-module> has its id; its fallback markup stays',
      '[strata] an <sr7-module> has no id; its fallback markup stays',
    ])
    dropIn.destroy()
  })

  it('hides the fallback once the first slide shows; destroy puts the page back', async () => {
    document.body.innerHTML = MARKUP('SR7_1_1')
    page.SR7 = { JSON: { SR7_1_1: sampleModule(2) } }
    const dropIn = startDropIn({ plugins })
    await dropIn.ready
    const content = document.querySelector<HTMLElement>('sr7-content')
    expect(content?.style.display).toBe('none')
    dropIn.destroy()
    expect(content?.style.display).toBe('')
    expect(document.querySelector('.strata-stage')).toBeNull()
    expect(document.getElementById('SR7_1_1')?.classList.contains('strata-module')).toBe(false)
  })
})
