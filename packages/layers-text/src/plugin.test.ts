import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { layersText } from './index'

const calls: string[] = []
vi.mock('./timeline/index', () => ({
  createTimelines: () => ({
    attach: (i: number, list: readonly unknown[]) => calls.push(`attach ${i} ${list.length}`),
    detach: (i: number) => calls.push(`detach ${i}`),
    destroy: () => calls.push('destroy'),
  }),
}))

const LAYERS: RawRecord = {
  t: {
    id: 't',
    type: 'text',
    content: { text: 'Hi <b>there</b><script>x()</script><i onclick="x()">!</i>' },
    acc: { label: 'Greeting', role: 'heading' },
    attr: { id: 'greet', class: 'big bold', wrapClass: 'w1' },
  },
  b: { id: 'b', type: 'text', subtype: 'button', content: { text: 'Off' }, toggle: { text: 'On' } },
  r: { id: 'r', subtype: 'row', order: 1 },
  c1: { id: 'c1', subtype: 'column', pid: 'r', size: { col: '1/3' } },
  c2: { id: 'c2', subtype: 'column', pid: 'r', size: { col: '2/3' } },
  in: { id: 'in', type: 'text', pid: 'c1', content: { text: 'In a column' } },
  x: { id: 'x', type: 'hologram' },
  bg: { id: 'bg', type: 'shape', subtype: 'slidebg' },
  img: { id: 'img', type: 'image', content: { src: 'a.jpg' } },
  y1: { id: 'y1', type: 'text', pid: 'y2', content: { text: 'cycle 1' } },
  y2: { id: 'y2', type: 'text', pid: 'y1', content: { text: 'cycle 2' } },
  n: { id: 'n', type: 'text', pos: { x: '{-50,50}' }, lineHeight: '{1,2}' },
}

const module = (): RawRecord => ({
  id: 'm',
  settings: { alias: 'm' },
  slides: {
    1: { id: 1, slide: { order: 1 }, layers: LAYERS },
    2: { id: 2, slide: { order: 2 }, layers: { a: { id: 'a', type: 'shape' } } },
    3: { id: 3, slide: { order: 3 }, layers: [] },
    4: { id: 4, slide: { order: 4 }, layers: { a: { id: 'a', type: 'shape' } } },
  },
})

const mount = async () => {
  installFakeBrowser()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  const root = document.createElement('div')
  document.body.append(root)
  const scheduler = createFakeScheduler()
  const slider = createSlider(root, { module: module(), plugins: [layersText()], scheduler })
  await slider.ready
  const slide = (i: number) => root.querySelector<HTMLElement>(`.strata-slide[data-index="${i}"]`)
  const layer = (id: string) => slide(0)?.querySelector<HTMLElement>(`[data-layer-id="${id}"]`)
  return { root, slider, scheduler, slide, layer }
}

afterEach(() => {
  document.body.replaceChildren()
  calls.length = 0
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('layersText', () => {
  it('builds each layer of a shown slide as a .strata-layer with its type class and id', async () => {
    const { layer } = await mount()
    const t = layer('t')
    expect(t?.classList.contains('strata-layer')).toBe(true)
    expect(t?.classList.contains('strata-layer-text')).toBe(true)
    expect(t?.closest('.strata-layer-wrap')?.classList.contains('w1')).toBe(true)
    expect(layer('b')?.tagName).toBe('BUTTON')
  })
  it('keeps authored markup but removes <script> and on* attributes (reported)', async () => {
    const { layer, slider } = await mount()
    expect(layer('t')?.innerHTML).toBe('Hi <b>there</b><i>!</i>')
    expect(slider.report.map((r) => r.path)).toContain('slides.1.layers.t.content.text')
  })
  it('sets accessibility and attributes (export acc, attr): aria-label, role, id and classes', async () => {
    const t = (await mount()).layer('t')
    expect(t?.getAttribute('aria-label')).toBe('Greeting')
    expect(t?.getAttribute('role')).toBe('heading')
    expect(t?.id).toBe('greet')
    expect(t?.classList.contains('big')).toBe(true)
  })
  it('nests rows → columns → children by parent (export pid), columns taking their column fraction', async () => {
    const { layer } = await mount()
    const row = layer('r')
    expect(row?.style.display).toBe('flex')
    const cols = [...(row?.children ?? [])].map((w) => (w as HTMLElement).style.flex)
    expect(cols).toEqual(['0 0 33.333%', '0 0 66.667%'])
    expect(layer('in')?.closest('[data-layer-id="c1"]')).toBe(layer('c1'))
  })
  it('toggle text swaps between default and toggled text on click', async () => {
    const b = (await mount()).layer('b')
    expect(b?.textContent).toBe('Off')
    b?.click()
    expect([b?.textContent, b?.getAttribute('aria-pressed')]).toEqual(['On', 'true'])
    b?.click()
    expect(b?.textContent).toBe('Off')
  })
  it('reports an unknown layer type and a parent cycle; the rest of the slide renders', async () => {
    const { layer, slider } = await mount()
    const paths = slider.report.map((r) => r.path)
    expect(paths).toContain('slides.1.layers.x.type')
    expect(paths.some((p) => /layers\.y[12]\.pid/.test(p))).toBe(true)
    expect(layer('x')).toBeNull()
    expect(layer('y1')?.textContent).toBe('cycle 1')
    expect(layer('in')?.textContent).toBe('In a column')
  })
  it('reports a value with no static meaning at layout under the key the data used', async () => {
    const { slider } = await mount()
    const paths = slider.report.map((r) => r.path)
    expect(paths).toContain('slides.1.layers.n.pos.x')
    expect(paths).toContain('slides.1.layers.n.lineHeight')
  })
  it('leaves media layers and the slidebg layer to their packages', async () => {
    const { layer, slider } = await mount()
    expect(layer('bg')).toBeNull()
    expect(layer('img')).toBeNull()
    expect(layer('t')).not.toBeNull()
    slider.destroy()
  })

  it('relayout() places built layers again, writing only the values that changed (issue #25)', async () => {
    const { slider } = await mount()
    const writes = vi.spyOn(CSSStyleDeclaration.prototype, 'setProperty')
    const removals = vi.spyOn(CSSStyleDeclaration.prototype, 'removeProperty')
    // Nothing changed since the layers were placed: nothing is written again (a look or
    // markup that arrived since is: css/looks-chunk.test.ts).
    slider.plugin('layers-text')!.relayout()
    expect(writes).not.toHaveBeenCalled()
    expect(removals).not.toHaveBeenCalled()
    writes.mockRestore()
    removals.mockRestore()
    slider.destroy()
  })

  it('builds layers when their slide is about to show, not at init, and attaches timelines', async () => {
    const { slide } = await mount()
    expect(slide(0)?.querySelector('.strata-layers')).not.toBeNull()
    expect(slide(2)).toBeNull()
    expect(calls).toContain('attach 0 9')
  })
  it('removes a slide’s layers on release and everything on destroy', async () => {
    const { slider, root, scheduler } = await mount()
    // Four slides all stay built once shown (docs/behaviour.md §4, step 8): taking slide 0 out
    // releases it. The removal's code loads on demand; give a loaded machine room.
    slider.removeSlide(0)
    await vi.waitFor(
      () => {
        scheduler.tick(50)
        expect(calls).toContain('detach 0')
      },
      { timeout: 5000 },
    )
    slider.destroy()
    expect(root.querySelector('.strata-layers')).toBeNull()
    expect(calls.at(-1)).toBe('destroy')
  })
})
