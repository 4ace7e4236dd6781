import lato from '@capsizecss/metrics/lato'
import roboto from '@capsizecss/metrics/roboto'
import type { AnyPlugin, RawRecord } from '@strata/core'
import { layerBase } from '@strata/core/layers'
import { lazySlides } from '@strata/core/rest'
import { describe, expect, it, vi } from 'vitest'
import { fonts } from '../index'
import { adoptedCss, fakeFontSet, fallbackRule, mount, site, usePage } from './test-page'

// SPEC §5 "Duplicate layer ids get a random suffix": the DOM carries the renamed id, so the
// renamed layer's fallback rule must name it, and never the id its first holder keeps.

const text = (id: string, family: string, words: string, weight = 400): RawRecord => ({
  id,
  type: 'text',
  content: { text: words },
  font: { family, weight },
})

/** Stands in for a layer plugin: core's layer normaliser, and each built slide's layers read. */
const layerPlugin = (): AnyPlugin => ({
  name: 'layers-text',
  options: {},
  normalise: layerBase,
  setup: (ctx) => ({
    api: { relayout() {} },
    destroy: ctx.on('slide:build', ({ index }) => void ctx.layers(index)),
  }),
})

usePage()

const start = async (slides: RawRecord, fetch?: typeof globalThis.fetch) => {
  fakeFontSet()
  const { slider, root } = await mount({
    module: { id: '7', settings: { alias: 'fonts-renamed' }, slides },
    ...(fetch ? { fetch, rest: { ajaxUrl: '/ajax' } } : {}),
    plugins: [
      layerPlugin(),
      fonts({ base: 'http://127.0.0.1:9/f', metrics: [roboto, lato] }),
      lazySlides(),
    ],
  })
  return { slider, rule: fallbackRule(root) }
}

describe('a layer whose id core renamed gets its fallback (issue #25)', () => {
  it("the renamed layer's rule names its new id; the first holder of the id keeps its own family", async () => {
    const { slider, rule } = await start({
      a: {
        id: 'a',
        layers: [text('t', 'Roboto', 'Hello'), text('t', 'Lato', 'World', 700)],
      },
    })
    const renamed = slider.report.find((e) => e.path === 'slides.a.layers.1.id')?.message ?? ''
    const id = /renamed (\S+)$/.exec(renamed)?.[1] ?? ''
    expect(id).toMatch(/^t_\w+$/)
    const css = adoptedCss()
    expect(css).toContain(rule('a', 't', 'Roboto'))
    expect(css).toContain(rule('a', id, 'Lato'))
    // Lato's fallback never lands on the first `t` (a later rule of the same weight would win).
    expect(css).not.toContain(rule('a', 't', 'Lato'))
  })

  it('a text layer renamed after a shape of its id, and one after a dropped layer of its id keeps it', async () => {
    const { slider, rule } = await start({
      a: {
        id: 'a',
        layers: [
          { id: 's', type: 'shape' },
          text('s', 'Lato', 'Shaped', 700),
          { id: 'u', type: 'nonsense' },
          text('u', 'Roboto', 'Kept'),
        ],
      },
    })
    const message = slider.report.find((e) => e.path === 'slides.a.layers.1.id')?.message ?? ''
    const id = /renamed (\S+)$/.exec(message)?.[1] ?? ''
    expect(id).toMatch(/^s_\w+$/)
    const css = adoptedCss()
    expect(css).toContain(rule('a', id, 'Lato'))
    expect(css).not.toContain(rule('a', 's', 'Lato'))
    // Core dropped the unknown layer before taking its id: the text layer is `u`.
    expect(css).toContain(rule('a', 'u', 'Roboto'))
  })

  it("a lazy slide's renamed layer, once its layers arrive", async () => {
    const { fetch, release } = site([text('x', 'Roboto', 'Hi'), text('x', 'Lato', 'Yo', 700)])
    const { slider, rule } = await start(
      {
        a: { id: 'a', layers: [text('t', 'Roboto', 'Hello')] },
        b: { id: 'b', slide: { lazy: true } },
      },
      fetch,
    )
    release()
    const path = 'slides.b.layers.1.id'
    await vi.waitFor(() => expect(slider.report.map((e) => e.path)).toContain(path))
    const message = slider.report.find((e) => e.path === path)?.message ?? ''
    const id = /renamed (\S+)$/.exec(message)?.[1] ?? ''
    await vi.waitFor(() => expect(adoptedCss()).toContain(rule('b', id, 'Lato')))
    const css = adoptedCss()
    expect(css).toContain(rule('b', 'x', 'Roboto'))
    expect(css).not.toContain(rule('b', 'x', 'Lato'))
  })
})
