import lato from '@capsizecss/metrics/lato'
import roboto from '@capsizecss/metrics/roboto'
import type { RawRecord } from '@strata/core'
import { lazySlides } from '@strata/core/rest'
import { describe, expect, it, vi } from 'vitest'
import { fonts } from '../index'
import type { FontsOptions } from './options'
import {
  adoptedCss,
  fakeFontSet,
  fallbackRule,
  links,
  mount,
  relayout,
  site,
  textLayers,
  usePage,
} from './test-page'

// docs/behaviour.md §4.3 "Lazy slides": a slide marked `lazy: true` gets its layers by `slideid`
// after the setup read every slide's fonts, and is built again with them.

const text = (family: string, weight: RawRecord['weight'] = 400): RawRecord => ({
  type: 'text',
  content: { text: 'Hello' },
  font: { family, weight },
})

/** Slide `a` holds its layers (one with a bad weight); slide `b` is lazy. */
const data = (): RawRecord => ({
  id: '7',
  settings: { alias: 'fonts-lazy' },
  slides: {
    a: { id: 'a', layers: { t: text('Roboto'), w: text('Roboto', 'bold') } },
    b: { id: 'b', slide: { lazy: true } },
  },
})

usePage()

const start = (fetch: typeof globalThis.fetch, options: FontsOptions = {}, neighbours = true) =>
  mount(
    {
      module: data(),
      fetch,
      rest: { ajaxUrl: '/ajax' },
      plugins: [textLayers(), fonts({ base: 'http://127.0.0.1:9/f', ...options }), lazySlides()],
    },
    neighbours,
  )
const ROBOTO = 'http://127.0.0.1:9/f/css2?family=Roboto:wght@400&subset=latin&display=swap'
const LATO = 'http://127.0.0.1:9/f/css2?family=Lato:wght@700&subset=latin&display=swap'

describe("fonts() and a lazy slide's layers", () => {
  it('loads the faces only a lazy slide uses once its layers arrive: status, fonts:loaded, relayout, reports at its path', async () => {
    const { arrive } = fakeFontSet()
    const { fetch, release } = site({ l: text('Lato', 700), r: text('Roboto'), x: text('Lato', 5) })
    const { slider, scheduler } = await start(fetch)
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    expect(links()).toEqual([ROBOTO])
    expect(slider.plugin('fonts')?.status('Lato')).toBe(undefined)
    release()
    // Slide b is built again with its layers; Roboto 400 is this module's already.
    await vi.waitFor(() => expect(links()).toEqual([ROBOTO, LATO]))
    expect(slider.plugin('fonts')?.status('Lato')?.normal[700]).toMatch(/^job-/)
    expect(slider.plugin('fonts')?.urls()).toEqual([ROBOTO, LATO])
    // Each problem once, at its slide's path: slide a's is not read again as slides are built.
    expect(slider.report).toEqual([
      {
        path: 'slides.a.layers.w.font.weight',
        message: 'bad weight "bold"; no font loaded for it',
      },
      { path: 'slides.b.layers.x.font.weight', message: 'bad weight 5; no font loaded for it' },
    ])
    arrive('normal 700 16px "Lato"')
    await vi.waitFor(() => expect(slider.plugin('fonts')?.status('Lato')?.normal[700]).toBe(2))
    expect(loaded).toHaveBeenCalledWith({ family: 'Lato', weight: 700, style: 'normal' })
    relayout.mockClear()
    scheduler.tick(16)
    expect(relayout).toHaveBeenCalledTimes(1)
    // Built again with the same layers (a step there and back): nothing read or asked again.
    slider.goTo(1)
    await vi.waitFor(() => expect(slider.state.index).toBe(1))
    slider.goTo(0)
    await vi.waitFor(() => expect(slider.state.index).toBe(0))
    expect(links()).toEqual([ROBOTO, LATO])
    expect(slider.report).toHaveLength(2)
    slider.destroy()
    expect(links()).toEqual([])
  })

  it("gives a lazy slide's text layers their fallbacks in the module's own sheet, beside the first ones", async () => {
    fakeFontSet()
    const { fetch, release } = site({ l: text('Lato', 700) })
    const { slider, root } = await start(fetch, { metrics: [roboto, lato] })
    const scope = root.getAttribute('data-strata-fonts')
    expect(scope).toMatch(/^\d+$/)
    const rule = fallbackRule(root)
    expect(adoptedCss()).toContain(rule('a', 't', 'Roboto'))
    release()
    await vi.waitFor(() => expect(adoptedCss()).toContain(rule('b', 'l', 'Lato')))
    // The same scope and one sheet: the setup's rules stay.
    expect(root.getAttribute('data-strata-fonts')).toBe(scope)
    expect(document.adoptedStyleSheets).toHaveLength(1)
    expect(adoptedCss()).toContain(rule('a', 't', 'Roboto'))
    slider.destroy()
    expect(document.adoptedStyleSheets).toHaveLength(0)
    expect(root.hasAttribute('data-strata-fonts')).toBe(false)
  })

  it("a lazy slide's layer with another slide's layer id gets a rule of its own: each keeps its fallback", async () => {
    fakeFontSet()
    // Slide a's `t` is Roboto; the lazy answer numbers its layers anew, its `t` in Lato.
    const { fetch, release } = site({ t: text('Lato', 700) })
    const { root } = await start(fetch, { metrics: [roboto, lato] })
    const scope = root.getAttribute('data-strata-fonts')
    const rule = fallbackRule(root)
    release()
    await vi.waitFor(() => expect(adoptedCss()).toContain(rule('b', 't', 'Lato')))
    const css = adoptedCss()
    expect(css).toContain(rule('a', 't', 'Roboto'))
    // No rule for every `t` of the module: slide a's text is never given Lato's fallback.
    expect(css).not.toContain(`[data-strata-fonts="${scope}"] [data-layer-id="t"]`)
  })

  it('loads them too when the lazy slide is first built after its layers arrived', async () => {
    fakeFontSet()
    const { fetch, release } = site({ l: text('Lato', 700) })
    const { slider, scheduler } = await start(fetch, {}, false)
    release()
    await vi.waitFor(() => expect(slider.module?.slides[1]?.rawLayers).not.toEqual([]))
    expect(links()).toEqual([ROBOTO])
    scheduler.tick(100)
    expect(links()).toEqual([ROBOTO, LATO])
  })

  it('after destroy, a late face is not waited for: no fonts:loaded, its sheet gone', async () => {
    const { arrive } = fakeFontSet()
    const { fetch, release } = site({ l: text('Lato', 700) })
    const { slider } = await start(fetch)
    const loaded = vi.fn()
    slider.on('fonts:loaded', loaded)
    release()
    await vi.waitFor(() => expect(links()).toEqual([ROBOTO, LATO]))
    slider.destroy()
    arrive('normal 700 16px "Lato"')
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(loaded).not.toHaveBeenCalled()
    expect(links()).toEqual([])
  })
})
