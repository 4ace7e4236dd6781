import type { RawRecord } from '@strata/core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { layersText } from '../plugin'
import { layersModule, mount } from '../timeline/test-harness'
import { loadMeta, META_CLASS, setHtml, setMeta } from './index'

let h: Awaited<ReturnType<typeof mount>> | undefined
// The placeholder and sanitiser chunks load in the plugin's `prepare`: compiled here first, so
// the harness's short wait for `ready` does not also wait for vitest to transform them.
beforeAll(() => Promise.all([import('./meta'), import('@strata/core/sanitize')]))
afterEach(() => {
  h?.cleanup()
  h = undefined
})

const COUNTER = '<b>{{current_slide_index}}</b> / {{ total_slide_count }}'

/** Three slides with a counter, title, description and params; a global slide with a counter. */
const module = (): RawRecord => {
  const m = layersModule([
    [
      { id: 1, content: { text: COUNTER } },
      { id: 2, content: { text: '{{slide_title}}: {{param1}}' } },
    ],
    [{ id: 1, content: { text: COUNTER } }],
    [{ id: 1, content: { text: '{{title}} – {{slide_description}} {{param2}}' } }],
  ])
  const slides = m.slides as Record<string, RawRecord & { slide: RawRecord }>
  Object.assign((slides[1] as { slide: RawRecord }).slide, {
    description: 'First words',
    params: [{ v: 'Alpha', l: 10 }, { v: 'Beta' }],
  })
  Object.assign((slides[3] as { slide: RawRecord }).slide, {
    title: 'Third',
    description: 'Last one',
    params: [{ v: '' }, { v: 'P2' }],
  })
  slides.g = {
    id: 'g',
    global: true,
    slide: { order: 0, pos: 'front' },
    layers: {
      c: {
        id: 'c',
        type: 'text',
        content: {
          text: 'Slide {{current_slide_index}} of {{total_slide_count}}: {{slide_title}}',
        },
      },
    },
  }
  return m
}

const globalText = () =>
  h?.root.querySelector('.strata-global-slide [data-layer-id="c"]')?.textContent

describe('slide meta placeholders in layer text', () => {
  it('a slide’s layers show their own slide: place, count, title, description, params', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    expect(h.layer(0, 1)?.textContent).toBe('1 / 3')
    expect(h.layer(0, 1)?.querySelector('b')?.textContent).toBe('1')
    expect(h.layer(0, 2)?.textContent).toBe('Slide 1: Alpha')
    expect(h.layer(1, 1)?.textContent).toBe('2 / 3')
    h.slider.goTo(2)
    await h.run(1500)
    expect(h.layer(2, 1)?.textContent).toBe('Third – Last one P2')
    expect(h.slider.report).toEqual([])
  })

  it('global layers follow the showing slide, updated on every slide change', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    expect(globalText()).toBe('Slide 1 of 3: Slide 1')
    h.slider.goTo(1)
    await h.run(1500)
    expect(globalText()).toBe('Slide 2 of 3: Slide 2')
    h.slider.goTo(2)
    await h.run(1500)
    expect(globalText()).toBe('Slide 3 of 3: Third')
    h.slider.goTo(0)
    await h.run(1500)
    expect(globalText()).toBe('Slide 1 of 3: Slide 1')
  })

  it('the count follows a slide taken out', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    h.slider.removeSlide(2)
    await h.run(500)
    expect(globalText()).toBe('Slide 1 of 2: Slide 1')
    expect(h.layer(0, 1)?.textContent).toBe('1 / 2')
  })

  it('a slide taken out before the shown one: the shown slide and the global layers name its new place', async () => {
    h = await mount(module(), { fixture: false, plugins: [layersText()] })
    h.slider.goTo(1)
    await h.run(1500)
    expect([globalText(), h.layer(1, 1)?.textContent]).toEqual(['Slide 2 of 3: Slide 2', '2 / 3'])
    // No change runs: the shown slide is now slide 0, and the last one slide 1.
    h.slider.removeSlide(0)
    await h.run(500)
    expect(h.slider.state.index).toBe(0)
    expect([globalText(), h.layer(0, 1)?.textContent]).toEqual(['Slide 1 of 2: Slide 2', '1 / 2'])
    expect(h.layer(1, 1)?.textContent).toBe('Third – Last one P2')
    expect(h.slider.report).toEqual([])
  })

  it('an unknown placeholder is shown as written and reported once for the module', async () => {
    const m = layersModule([
      [{ id: 1, content: { text: '{{excerpt}} {{current_slide_index}}' } }],
      [{ id: 1, content: { text: '{{excerpt}}' } }],
    ])
    h = await mount(m, { fixture: false, plugins: [layersText()] })
    h.slider.goTo(1)
    await h.run(1500)
    expect(h.layer(0, 1)?.textContent).toBe('{{excerpt}} 1')
    expect(h.slider.report).toEqual([
      {
        path: 'slides.1.layers.1.content.text',
        message: 'not supported yet: placeholder {{excerpt}}; shown as written',
      },
    ])
  })
})

describe('meta placeholders (content/)', () => {
  // The placeholder code is an on-demand chunk (the plugin loads it in `prepare`).
  beforeAll(() => loadMeta())

  it('reads the spellings exports use; a layer without placeholders is not kept', () => {
    const el = document.createElement('div')
    const names =
      '{{current_slide_index}}{{slide_index}}{{total_slide_count}}{{slide_count}}{{title}}{{slide_title}}{{current_slide_title}}{{description}}{{slide_description}}{{param10}}'
    setHtml(el, names, () => {})
    const params = Array.from({ length: 10 }, (_, i) => ({ value: `p${i + 1}` }))
    expect(
      setMeta(el, { index: 2, count: 5, slide: { title: 'T', description: 'D', params } }),
    ).toBe(true)
    expect(el.textContent).toBe('3355TTTDDp10')
    const plain = document.createElement('div')
    setHtml(plain, 'No {{ placeholders here', () => {})
    expect(setMeta(plain, { index: 0, count: 1 })).toBe(false)
  })

  it('text is kept as markup; a placeholder inside an element becomes a span filled later', () => {
    const el = document.createElement('div')
    const warn = () => {}
    setHtml(el, '<i>{{param1}}</i>{{total_slide_count}} &amp; more', warn)
    expect(el.querySelectorAll(`.${META_CLASS}`)).toHaveLength(2)
    expect(el.textContent).toBe(' & more')
    const slide = { title: 'T', description: '', params: [{ value: '<x>' }] }
    expect(setMeta(el, { index: 1, count: 4, slide })).toBe(true)
    expect(el.innerHTML).toBe(
      '<i><span class="strata-meta" data-meta="param1">&lt;x&gt;</span></i><span class="strata-meta" data-meta="count">4</span> &amp; more',
    )
    // Text set again (toggle text) is filled from the element's values at once.
    setHtml(el, '{{current_slide_index}}', warn)
    expect(el.textContent).toBe('2')
  })
})
