import type { Plugin, RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addLayerContent, type ContentRequest } from './extension/contents'
import { layersText } from './plugin'
import { GSAP_IN, layersModule, mount } from './timeline/test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** Three slides and two global ones: `front` over the slides, `back` under them. */
const module = (): RawRecord => {
  const m = layersModule([[{ id: 1 }], [{ id: 1 }], [{ id: 1 }]])
  const slides = m.slides as RawRecord
  slides.f = {
    id: 'f',
    global: true,
    slide: { order: 0, pos: 'front' },
    layers: {
      all: { id: 'all', type: 'text', content: { text: 'Logo' } },
      two: { id: 'two', type: 'text', content: { text: 'Two on' }, sStart: 2, sEnd: 'last' },
    },
  }
  slides.b = {
    id: 'b',
    global: true,
    slide: { order: 0, pos: 'back' },
    layers: { first: { id: 'first', type: 'text', content: { text: 'First only' }, sEnd: 1 } },
  }
  return m
}

/** The ids of the global layers shown now (not hidden for their slide range), sorted. */
const shown = () =>
  [...(h?.root.querySelectorAll<HTMLElement>('.strata-global-slide .strata-layer-wrap') ?? [])]
    .filter((w) => w.style.visibility !== 'hidden')
    .map((w) => w.querySelector<HTMLElement>('.strata-layer')?.dataset.layerId)
    .sort()

describe('global layers (docs/behaviour.md §3 "Global (static) slide")', () => {
  it('puts front boxes over the slides and back boxes under them, in core’s stage', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    const stage = h.root.querySelector('.strata-stage')
    const kids = [...(stage?.children ?? [])].map((el) => el.className.split(' ')[0])
    const track = kids.indexOf('strata-slides')
    expect(kids.indexOf('strata-global-slide')).toBeLessThan(track)
    expect(kids.lastIndexOf('strata-global-slide')).toBeGreaterThan(track)
    expect(stage?.querySelector('.strata-global-back [data-layer-id="first"]')).not.toBeNull()
    expect(stage?.querySelector('.strata-global-front [data-layer-id="all"]')).not.toBeNull()
  })

  it('without the chunk loaded by `prepare`, builds and shows them once it arrives', async () => {
    // A fresh copy of the package (no chunk loaded), its plugin without `prepare`.
    vi.resetModules()
    const { layersText: fresh } = await import('./plugin')
    const { prepare: _, ...plugin } = fresh()
    // One slide: no neighbour's build asks for them again.
    const one = module()
    const slides = one.slides as RawRecord
    delete slides[2]
    delete slides[3]
    h = await mount(one, { fixture: false, plugins: [plugin] })
    await h.run(100)
    const logo = h.root.querySelector<HTMLElement>('.strata-global-front [data-layer-id="all"]')
    expect(logo?.textContent).toBe('Logo')
    expect(logo?.closest<HTMLElement>('.strata-layer-wrap')?.style.visibility).toBe('')
    expect(h.slider.report).toEqual([])
  })

  it('a chunk that cannot load is said once; the slides and their layers still show', async () => {
    vi.resetModules()
    vi.doMock('./global-layers', () => {
      throw new Error('offline')
    })
    const { layersText: fresh } = await import('./plugin')
    const { prepare: _, ...plugin } = fresh()
    h = await mount(module(), { fixture: false, plugins: [plugin] })
    h.slider.next()
    await h.run(1000)
    expect(h.root.querySelector('.strata-global-slide')).toBeNull()
    expect(h.root.querySelector('[data-index="1"] [data-layer-id="1"]')?.textContent).toBe(
      'Layer 1',
    )
    expect(h.slider.report).toEqual([
      { path: 'layers', message: 'the global layers could not load; they are not shown' },
    ])
    vi.doUnmock('./global-layers')
  })

  it('shows each global layer only within its slideStart..slideEnd range (export sStart, sEnd)', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    expect(shown()).toEqual(['all', 'first'])
    h.slider.goTo(1)
    await h.run(1000)
    expect(shown()).toEqual(['all', 'two'])
    h.slider.goTo(2)
    await h.run(1000)
    expect(shown()).toEqual(['all', 'two'])
  })

  it('a removal that moves the shown slide into another range shows that range at once', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    h.slider.goTo(1)
    await h.run(1000)
    expect(shown()).toEqual(['all', 'two'])
    // The shown slide is the first now, with no slide change: `first` (sEnd 1) is its range.
    h.slider.removeSlide(0)
    await h.run(100)
    expect(h.slider.state.index).toBe(0)
    expect(shown()).toEqual(['all', 'first'])
    expect(h.slider.report).toEqual([])
  })
})

describe('global layers placed, timed and drawn again (the global chunk)', () => {
  it('a global layer’s `in` plays as the module is ready (its timelines attached at a negative index)', async () => {
    const m = module()
    const front = (m.slides as RawRecord).f as RawRecord
    front.layers = {
      ...(front.layers as RawRecord),
      moving: { id: 'moving', type: 'text', content: { text: 'In' }, tl: { in: GSAP_IN } },
    }
    h = await mount(m, { fixture: false, plugins: [layersText()] })
    await h.run(1000)
    expect(h.events).toContain('-1:moving:enterstage:in.1')
    expect(h.slider.report).toEqual([])
  })

  it('a global layer with a shadow, built before the looks chunk came, is drawn with it once it is in', async () => {
    vi.resetModules()
    const harness = await import('./timeline/test-harness')
    const { layersText: fresh } = await import('./plugin')
    const { prepare: _, ...late } = fresh()
    const m = module()
    const front = (m.slides as RawRecord).f as RawRecord
    front.layers = {
      shade: {
        id: 'shade',
        type: 'text',
        content: { text: 'Logo' },
        boxShadow: { use: true, y: 10, b: 20, c: '#000' },
      },
    }
    h = await harness.mount(m, { fixture: false, plugins: [late] })
    const shade = () =>
      h?.root.querySelector<HTMLElement>('.strata-global-front [data-layer-id="shade"]')
    await vi.waitFor(() => expect(shade()?.style.boxShadow).toBe('0px 10px 20px 0px #000'))
    expect(h.slider.report).toEqual([])
  })
})

/** A content plugin for image layers, with a layer part that marks what it normalised. */
const imageContent = (seen: ContentRequest[]): Plugin<'pictures', object> => ({
  name: 'pictures',
  options: {},
  requires: ['layers-text'],
  setup(ctx) {
    const remove = addLayerContent(
      ctx.root,
      ['image'],
      (request) => {
        seen.push(request)
        const img = document.createElement('img')
        img.alt = String(request.layer.raw.mark ?? '')
        request.element.append(img)
        return { destroy: () => img.remove() }
      },
      {
        layer(raw, layer) {
          layer.raw = { ...raw, mark: `part ran on ${layer.id}` }
        },
      },
    )
    return { destroy: remove }
  },
})

describe('global layers drawn by content plugins', () => {
  it('an image layer on a global slide is normalised with the plugin’s part and filled by its factory, with a negative index', async () => {
    const m = module()
    const front = (m.slides as RawRecord).f as RawRecord
    front.layers = {
      ...(front.layers as RawRecord),
      pic: { id: 'pic', type: 'image', content: { src: '/logo.png' }, sStart: 2 },
    }
    const seen: ContentRequest[] = []
    h = await mount(m, { fixture: false, plugins: [layersText(), imageContent(seen)] })
    const pic = h.root.querySelector<HTMLElement>('.strata-global-front [data-layer-id="pic"]')
    expect(pic?.querySelector('img')?.alt).toBe('part ran on pic')
    expect(seen.map((r) => [r.layer.id, r.index])).toEqual([['pic', -1]])
    // Its slide range applies as to any global layer.
    expect(pic?.parentElement?.style.visibility).toBe('hidden')
    h.slider.goTo(1)
    await h.run(1000)
    expect(pic?.parentElement?.style.visibility).toBe('')
    h.slider.destroy()
    expect(h.root.querySelector('[data-layer-id="pic"] img')).toBeNull()
  })
})
