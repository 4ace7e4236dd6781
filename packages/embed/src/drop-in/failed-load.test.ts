import type { AnyPlugin } from '@strata/core'
import { installFakeBrowser } from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startDropIn } from './drop-in'

type PageWindow = Window & { SR7?: Record<string, unknown> }
const page = window as PageWindow
const plugins = {
  'layers-text': (): AnyPlugin => ({ name: 'layers-text', options: {}, setup: () => undefined }),
}

const MARKUP = `<sr7-module id="SR7_1_1" data-id="1"><sr7-content><sr7-slide data-key="2"><sr7-txt>Fallback</sr7-txt></sr7-slide></sr7-content></sr7-module>`

let browser: ReturnType<typeof installFakeBrowser>
let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  browser = installFakeBrowser()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // Every call the module makes fails as a server error would.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404, statusText: 'Not Found' })),
  )
  document.body.innerHTML = MARKUP
})
afterEach(() => {
  document.body.innerHTML = ''
  delete page.SR7
  browser.restore()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const warnings = (): string[] => warn.mock.calls.map((call: unknown[]) => String(call[0]))

/** What a visitor sees of the module element once drop-in mode is ready. */
async function shown(sr7: Record<string, unknown>) {
  page.SR7 = sr7
  const dropIn = startDropIn({ plugins })
  await dropIn.ready
  const content = document.querySelector<HTMLElement>('sr7-content')
  const seen = {
    fallback: content?.style.display !== 'none',
    errorSlide: !!document.querySelector('.strata-error-slide'),
    mounted: !!document.querySelector('.strata-module'),
  }
  dropIn.destroy()
  return seen
}

// docs/embed.md "Drop-in": a module that cannot load keeps the page's fallback markup, whether
// its data was a `.json` URL or the site's endpoints; the failure is reported either way.
describe('drop-in mode: a module whose load fails keeps its fallback markup', () => {
  it('a REST load that fails: the fallback stays, the failure is reported', async () => {
    expect(await shown({ E: { resturl: '/wp-json/' } })).toEqual({
      fallback: true,
      errorSlide: false,
      mounted: false,
    })
    expect(warnings().some((w) => w.includes('could not be loaded'))).toBe(true)
  })

  it('a .json URL that fails: the same, no error slide over the page, the module named', async () => {
    expect(await shown({ JSON: { SR7_1_1: '/modules/missing.json' } })).toEqual({
      fallback: true,
      errorSlide: false,
      mounted: false,
    })
    expect(warnings().some((w) => w.includes('"/modules/missing.json" answered 404'))).toBe(true)
    expect(warnings()).toContain(
      '[strata] module "SR7_1_1" shows no slide; its fallback markup stays',
    )
  })
})
