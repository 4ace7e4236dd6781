import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadsSettled, takeLoads } from './lazy'
import { nav } from './plugin'
import { navCss, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** Mounts a slider and returns the on-demand loads it asked for, read as soon as it is ready. */
async function loadsFor(settings: RawRecord, options: Parameters<typeof nav>[0] = {}) {
  installFakeBrowser({ matchMedia: false })
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  await loadsSettled()
  takeLoads()
  // Other sliders' sheets (this file mounts several in one test): navCss reads this one's.
  document.adoptedStyleSheets = []
  const root = document.createElement('div')
  document.body.append(root)
  const slider = createSlider(root, {
    module: navModule(3, settings),
    plugins: [nav(options)],
    scheduler: createFakeScheduler(),
  })
  done = () => {
    slider.destroy()
    root.remove()
  }
  await slider.ready
  // What `setup` drew from the chunks loaded in `prepare` is there at `ready`, before any
  // on-demand load settles.
  const first = root.querySelector('.strata-nav')?.cloneNode(true) as HTMLElement | undefined
  const css = navCss()
  await loadsSettled()
  return { loads: takeLoads(), first, css, slider, root }
}

const SLIDER = { arrows: { set: true }, bullets: { set: true }, keyboard: { set: true } }

describe('nav loads only the code its data turns on (issue #25)', () => {
  it('arrows, bullets, keyboard and swipe in the default skin load no chunk', async () => {
    const { loads, slider } = await loadsFor({ nav: { ...SLIDER, s: { use: true } } })
    expect(loads).toEqual([])
    expect(slider.report).toEqual([])
  })

  it('a named skin or a skin template loads the skins chunk before the first paint', async () => {
    const light = await loadsFor({ nav: { ...SLIDER, arrows: { set: true, key: 'light' } } })
    expect(light.loads).toEqual(['skins'])
    expect(light.first?.querySelector('.strata-arrow.strata-skin-light')).not.toBeNull()
    const css = '.strata-skin-mine .strata-bullet{background:##bg##}'
    const own = await loadsFor({
      nav: { bullets: { set: true, key: 'mine', css, def: { bg: 'red' } } },
    })
    expect(own.loads).toEqual(['skins'])
    expect(own.css).toContain('.strata-skin-mine .strata-bullet{background:red}')
  })

  it("placeholder values or a site's own `strata` skin load the skins chunk too", async () => {
    const values = await loadsFor({ nav: { arrows: { set: true, cst: { size: '60' } } } })
    expect(values.loads).toEqual(['skins'])
    expect(values.css).toContain('width:60px')
    const site = await loadsFor(
      { nav: { arrows: { set: true } } },
      { skins: { strata: { css: { arrows: '.strata-arrow{color:lime}' }, defaults: {} } } },
    )
    expect(site.loads).toEqual(['skins'])
    expect(site.css).toContain('color:lime')
  })

  it('an HTML template loads the skins chunk and the sanitiser', async () => {
    const html = '<span class="t">{{title}}</span>'
    const { loads, root } = await loadsFor({ nav: { bullets: { set: true, html } } })
    // The sanitiser loads once per page: another test may have brought it already.
    expect(loads.filter((name) => name !== 'sanitizer')).toEqual(['skins'])
    expect(root.querySelector('.strata-bullet .t')?.textContent).toBe('Slide 1')
  })

  it('show and hide delays load their chunk, and hide the control from the first paint', async () => {
    const { loads, first } = await loadsFor({ nav: { arrows: { set: true, dIn: 500 } } })
    expect(loads).toEqual(['autoHide'])
    expect(first?.querySelector('.strata-arrow')?.hasAttribute('data-nav-hidden')).toBe(true)
  })

  it('the wheel loads its chunk', async () => {
    const { loads } = await loadsFor({ nav: { m: { use: true } } })
    expect(loads).toEqual(['wheel'])
  })

  it('tabs, thumbnails and the scrubber bring the skins chunk; the progress bar does not', async () => {
    // The default tab skin's HTML template is Strata's own: no sanitiser (builtin-template.test.ts).
    const kinds = async (settings: RawRecord) => (await loadsFor(settings)).loads
    expect(await kinds({ nav: { tabs: { set: true } } })).toEqual(['skins', 'tabs'])
    expect(await kinds({ nav: { thumbs: { set: true } } })).toEqual(['skins', 'thumbs'])
    expect(await kinds({ nav: { scrubber: { set: true } } })).toEqual(['scrubber', 'skins'])
    expect(await kinds({ pbar: { set: true } })).toEqual(['progressBar'])
  })
})
