import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it } from 'vitest'
import { layersText } from './plugin'
import { layersModule, mount } from './timeline/test-harness'

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

  it('shows each global layer only within its slideStart..slideEnd range (export sStart, sEnd)', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    const shown = () =>
      [...h!.root.querySelectorAll<HTMLElement>('.strata-global-slide .strata-layer-wrap')]
        .filter((w) => w.style.visibility !== 'hidden')
        .map((w) => w.querySelector<HTMLElement>('.strata-layer')?.dataset.layerId)
        .sort()
    expect(shown()).toEqual(['all', 'first'])
    h.slider.goTo(1)
    await h.run(1000)
    expect(shown()).toEqual(['all', 'two'])
    h.slider.goTo(2)
    await h.run(1000)
    expect(shown()).toEqual(['all', 'two'])
  })
})
