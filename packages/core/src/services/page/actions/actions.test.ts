import { afterEach, describe, expect, it, vi } from 'vitest'
import { settle, testLayers, testSlider } from '../test-slider'
import { actions } from './actions'
import { FULLSCREEN_CLASS, LAYER_HIDDEN_CLASS } from './builtin-names'

let cleanup = (): void => {}
afterEach(() => cleanup())

/** Slide 1 binds `records` to its layers 1..5; every click is followed by the 19 ms debounce. */
async function start(records: Record<string, unknown>[], options = {}) {
  const t = testSlider([testLayers(['1', '2', '3', '4', '5']), actions(options)], {
    slide: (n) => (n === 1 ? { actions: records } : {}),
  })
  cleanup = t.cleanup
  await t.slider.ready
  t.scheduler.tick(20)
  const layer = (id: string) =>
    t.root.querySelector<HTMLElement>(`.strata-slide[data-index="0"] [data-layer-id="${id}"]`)!
  const click = async (id: string, event = 'click') => {
    layer(id).dispatchEvent(new Event(event))
    t.scheduler.tick(40)
    await settle()
  }
  return { ...t, layer, click }
}

describe('actions()', () => {
  it('binds a slide’s action records to its layers’ events: next, and jump to slide', async () => {
    const { slider, click, scheduler } = await start([
      { a: 'next', src: [1] },
      { a: 'jumpTo', slide: 'slide4', src: [2] },
    ])
    await click('1')
    expect(slider.state.index).toBe(1)
    slider.goTo(0)
    await settle()
    scheduler.tick(20)
    await click('2')
    expect(slider.state.index).toBe(3)
  })

  it('previous, and the evt field picks the event (mouseenter)', async () => {
    const { slider, click } = await start([{ a: 'previous', evt: 'mouseenter', src: [1] }])
    await click('1')
    expect(slider.state.index).toBe(0)
    await click('1', 'mouseenter')
    expect(slider.state.index).toBe(4)
  })

  it('pause, resume and toggle slideshow', async () => {
    const { slider, click } = await start([
      { a: 'pause', src: [1] },
      { a: 'resume', src: [2] },
      { a: 'toggle_slider', src: [3] },
    ])
    expect(slider.state.slideshow).toBe('running')
    await click('1')
    expect(slider.state.slideshow).toBe('paused')
    await click('2')
    expect(slider.state.slideshow).toBe('running')
    await click('3')
    expect(slider.state.slideshow).toBe('paused')
  })

  it('toggle class, toggle layer visibility and toggle fullscreen', async () => {
    const { click, layer, root } = await start([
      { a: 'toggleClass', class: 'on big', target: [5], src: [1] },
      { a: 'toggleLayer', target: [5], src: [2] },
      { a: 'toggleFullscreen', src: [3] },
    ])
    await click('1')
    expect(layer('5').className).toBe('on big')
    await click('2')
    expect(layer('5').classList.contains(LAYER_HIDDEN_CLASS)).toBe(true)
    expect(layer('5').style.visibility).toBe('hidden')
    await click('2')
    expect(layer('5').style.visibility).toBe('')
    await click('3')
    expect(root.classList.contains(FULLSCREEN_CLASS)).toBe(true)
    await click('3')
    expect(root.classList.contains(FULLSCREEN_CLASS)).toBe(false)
  })

  it('a module destroyed in fullscreen takes itself out of it and drops the class', async () => {
    const { click, root, slider } = await start([{ a: 'toggleFullscreen', src: [3] }])
    const exit = vi.fn(async () => {})
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => root })
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit })
    try {
      await click('3')
      expect(root.classList.contains(FULLSCREEN_CLASS)).toBe(true)
      slider.destroy()
      expect(root.hasAttribute('class')).toBe(false)
      expect(exit).toHaveBeenCalledTimes(1)
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement')
      Reflect.deleteProperty(document, 'exitFullscreen')
    }
  })

  it('play scene emits actions:scene for layer plugins; event dispatches a custom document event', async () => {
    const { slider, click } = await start([
      { a: 'playScene', sc: 'scene_1', target: ['3'], src: [1] },
      { a: 'event', event: 'promo:open', src: [2] },
    ])
    const scenes: unknown[] = []
    const docEvents: unknown[] = []
    slider.on('actions:scene', (e) => scenes.push(e))
    const onDoc = (e: Event) => docEvents.push((e as CustomEvent).detail.module)
    document.addEventListener('promo:open', onDoc)
    await click('1')
    await click('2')
    document.removeEventListener('promo:open', onDoc)
    expect(scenes).toMatchObject([{ scene: 'scene_1', targets: ['3'] }])
    expect(docEvents).toEqual(['5'])
  })

  it('scroll to anchor and scroll below the module, with the action’s offset', async () => {
    const anchor = document.createElement('div')
    anchor.id = 'faq'
    document.body.append(anchor)
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000)
    vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { click, root, scheduler } = await start([
      { a: 'scrollTo', anchor: '#faq', offset: 100, s: 300, src: [1] },
      { a: 'scrollBelow', offset: 0, s: 0, src: [2] },
    ])
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ bottom: 600 } as DOMRect)
    await click('1')
    scheduler.tick(400)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1900)
    await click('2')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600)
    anchor.remove()
  })

  it('link actions follow the layer-link rules; javascript: is refused with a report entry', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { click, slider } = await start(
      [
        { a: 'link', link: 'https://example.test/', ltarget: '_blank', src: [1] },
        { a: 'link', link: ' JaVaScRiPt:alert(1)', ltarget: '_blank', src: [2] },
      ],
      { linkProtocol: 'keep' },
    )
    await click('1')
    await click('2')
    expect(open).toHaveBeenCalledExactlyOnceWith('https://example.test/', '_blank', 'noopener')
    expect(slider.report).toContainEqual({
      path: 'slides.1.slide.actions.1.link',
      message: 'javascript: links are refused; link ignored',
    })
  })

  it('an unknown action is a report entry, never bound; plugins register more', async () => {
    const { slider, click } = await start([
      { a: 'openModal', src: [1] },
      { a: 'fly', src: [2] },
    ])
    expect(slider.report).toEqual([
      { path: 'slides.1.slide.actions.0.a', message: 'unknown action "openModal"; ignored' },
      { path: 'slides.1.slide.actions.1.a', message: 'unknown action "fly"; ignored' },
    ])
    const opened = vi.fn()
    const api = slider.plugin('actions')!
    const off = api.register('open_modal', opened)
    const button = document.createElement('button')
    document.body.append(button)
    api.bind(button, [{ a: 'openModal', alias: 'promo' }], 'page.button')
    button.dispatchEvent(new Event('click'))
    await click('2')
    expect(opened).toHaveBeenCalledOnce()
    expect(opened.mock.calls[0]?.[0].record.raw.alias).toBe('promo')
    off()
    button.remove()
  })

  it('records in data-strata-actions on any element inside the module are bound', async () => {
    const t = testSlider([actions()])
    cleanup = t.cleanup
    const button = document.createElement('button')
    button.setAttribute('data-strata-actions', '[{"a":"jumpTo","slide":"slide3"}]')
    const broken = document.createElement('button')
    broken.id = 'broken'
    broken.setAttribute('data-strata-actions', '{a: next')
    t.root.append(button, broken)
    await t.slider.ready
    t.scheduler.tick(20)
    button.click()
    t.scheduler.tick(40)
    await settle()
    expect(t.slider.state.index).toBe(2)
    expect(t.slider.report).toContainEqual({
      path: 'dom.broken.data-strata-actions',
      message: 'must be JSON action records; ignored',
    })
  })

  it('destroy unbinds every action: a later click does nothing', async () => {
    const { slider, layer, scheduler } = await start([{ a: 'next', src: [1] }])
    const button = layer('1')
    slider.destroy()
    button.dispatchEvent(new Event('click'))
    scheduler.tick(40)
    expect(scheduler.size()).toBe(0)
  })
})
