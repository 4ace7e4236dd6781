import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeSlides } from '../navigation/test-slides'
import type { ModuleModel, ModuleSettings, SlideModel } from '../types/model'
import { ERROR_SLIDE_CLASS, SLIDE_CLASS } from './classes'
import { div, label } from './element'
import { errorSlide } from './error-slide'
import { createModuleDom } from './markup'

/** A slide from the shared test builder, with the id, title and accessibility these tests check. */
function slide(
  index: number,
  accessibility: Partial<SlideModel['accessibility']> = {},
): SlideModel {
  const [base] = makeSlides(index + 1).slice(index) as [SlideModel]
  return {
    ...base,
    id: String(index + 10),
    title: `Slide ${index + 1}`,
    accessibility: { ...base.accessibility, ...accessibility },
  }
}

function model(
  count: number,
  settings: Partial<ModuleSettings> = {},
  fullWidth = true,
): ModuleModel {
  const size = {
    width: [1600, 1240, 1024, 778, 480],
    height: [900, 700, 600, 500, 640],
    minHeight: 0,
    maxHeight: 0,
    fullWidth,
    fullHeight: false,
    upscaling: false,
    respectRatio: true,
    padding: [0, 0, 0, 0],
    margins: [0, 0, 0, 0],
  } as const
  return {
    id: '5',
    settings: { title: 'Demo', alias: 'demo', size, ...settings } as ModuleSettings,
    slides: Array.from({ length: count }, (_, i) => slide(i)),
    globalSlides: [],
    hidden: [],
    addOns: {},
  }
}

const setup = (count = 3, m = model(count)) => {
  const root = document.createElement('div')
  document.body.append(root)
  return { root, dom: createModuleDom(root, m) }
}

/** The error slide as the runtime builds it (error-slide.ts, with the first download's helpers). */
const failure = (heading: string, subtitle: string) =>
  errorSlide(div, label, `${SLIDE_CLASS} ${ERROR_SLIDE_CLASS}`, document, heading, subtitle)

describe('createModuleDom', () => {
  it("a slide's accessibility.hidden keeps it from assistive tech while it shows, and its live sets aria-live", () => {
    const m = model(2)
    m.slides[0] = slide(0, { hidden: true, live: 'polite' })
    const { dom } = setup(2, m)
    const first = dom.slide(0)
    const second = dom.slide(1)
    dom.setActive(0, [0, 1])
    expect(first.getAttribute('aria-hidden')).toBe('true')
    expect(first.getAttribute('aria-live')).toBe('polite')
    expect(second.hasAttribute('aria-hidden')).toBe(false)
    expect(second.hasAttribute('aria-live')).toBe(false)
  })

  it('the root is a region with aria-roledescription "carousel", named by its title, never its alias slug', () => {
    const { root } = setup()
    expect(root.classList.contains('strata-module')).toBe(true)
    expect(root.getAttribute('role')).toBe('region')
    expect(root.getAttribute('aria-roledescription')).toBe('carousel')
    expect(root.getAttribute('aria-label')).toBe('Demo')
    const untitled = document.createElement('div')
    createModuleDom(untitled, model(1, { title: '', alias: 'home-hero-2' }))
    expect(untitled.getAttribute('aria-label')).toBe('Slider')
  })

  it('builds slides on demand, in index order, inside stage > track', () => {
    const { root, dom } = setup(4)
    expect(dom.stage.parentElement).toBe(root)
    expect(dom.track.parentElement).toBe(dom.stage)
    expect(dom.built()).toEqual([])
    dom.slide(3)
    dom.slide(0)
    dom.slide(2)
    expect(dom.slide(2)).toBe(dom.track.children[1])
    // Listed as built; the track holds them in index order.
    expect(dom.built()).toEqual([3, 0, 2])
    expect(Array.from(dom.track.children, (el) => (el as HTMLElement).dataset.index)).toEqual([
      '0',
      '2',
      '3',
    ])
    dom.release(2)
    expect(dom.built()).toEqual([3, 0])
    expect(dom.track.children).toHaveLength(2)
  })

  it('each slide is a group with aria-roledescription "slide" and the label "N of M", stacked absolutely', () => {
    const m = model(3)
    m.slides[2] = slide(2, { label: 'Our team' })
    const { dom } = setup(3, m)
    const el = dom.slide(1)
    expect(el.className).toBe('strata-slide')
    expect(el.getAttribute('role')).toBe('group')
    expect(el.getAttribute('aria-roledescription')).toBe('slide')
    expect(el.getAttribute('aria-label')).toBe('2 of 3')
    expect(el.dataset.index).toBe('1')
    expect(el.dataset.slideId).toBe('11')
    expect(el.style.position).toBe('absolute')
    expect(dom.slide(2).getAttribute('aria-label')).toBe('Our team')
  })

  it('setActive marks the current slide (aria-current, data-active) and hides the others', () => {
    const { dom } = setup()
    const [a, b, c] = [0, 1, 2].map((i) => dom.slide(i))
    expect(a!.getAttribute('aria-hidden')).toBe('true')
    dom.setActive(1)
    expect(b!.getAttribute('aria-current')).toBe('true')
    expect(b!.getAttribute('data-active')).toBe('true')
    expect(b!.hasAttribute('aria-hidden') || b!.hasAttribute('inert')).toBe(false)
    expect(b!.style.visibility).toBe('')
    for (const el of [a!, c!]) {
      expect(el.hasAttribute('aria-current') || el.hasAttribute('data-active')).toBe(false)
      expect(el.getAttribute('aria-hidden')).toBe('true')
      expect(el.hasAttribute('inert')).toBe(true)
      expect(el.style.visibility).toBe('hidden')
    }
    dom.setActive(2, [1, 2])
    expect(b!.hasAttribute('aria-current')).toBe(false)
    expect(b!.style.visibility).toBe('')
    expect(c!.getAttribute('aria-current')).toBe('true')
    expect(a!.style.visibility).toBe('hidden')
  })

  it('a slide built after setActive takes its shown or hidden state', () => {
    const { dom } = setup()
    dom.setActive(1, [1, 2])
    expect(dom.slide(2).hasAttribute('inert')).toBe(false)
    expect(dom.slide(0).hasAttribute('inert')).toBe(true)
  })

  it('a change writes only the slides whose state changes, not every slide kept built', () => {
    const { dom } = setup(8)
    const els = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => dom.slide(i))
    dom.setActive(1)
    const written = new Set<number>()
    els.forEach((el, i) => {
      const record = () => written.add(i)
      el.setAttribute = record
      el.removeAttribute = record
    })
    dom.setActive(2, [1, 2])
    dom.setActive(2)
    expect([...written].sort()).toEqual([1, 2])
  })

  it('any run of changes and builds leaves each slide as a write of every slide would', () => {
    const state = (el: HTMLElement) =>
      ['aria-current', 'data-active', 'aria-hidden', 'inert']
        .map((name) => el.getAttribute(name))
        .concat(el.style.visibility)
    const step = fc.oneof(
      fc.record({ build: fc.nat(5) }),
      fc.record({ active: fc.nat(5), shown: fc.uniqueArray(fc.nat(5), { maxLength: 3 }) }),
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const m = model(6)
        m.slides[3] = slide(3, { hidden: true })
        const { dom, root } = setup(6, m)
        for (const s of steps)
          if ('build' in s) dom.slide(s.build)
          else dom.setActive(s.active, [...new Set([s.active, ...s.shown])])
        const [active, visible] = dom.view()
        const { dom: full, root: other } = setup(6, m)
        full.setActive(active, visible)
        for (const [i, el] of dom.els) expect(state(el)).toEqual(state(full.slide(i)))
        root.remove()
        other.remove()
      }),
    )
  })

  it("shows the error slide: title 'There is nothing to show here!' as a level-2 heading, then the subtitle", () => {
    const { dom } = setup(0)
    const el = dom.showError(
      failure('There is nothing to show here!', 'gallery reports: Please check the settings'),
    )
    expect(el.className).toBe('strata-slide strata-error-slide')
    expect(el.parentElement).toBe(dom.track)
    expect(el.getAttribute('aria-label')).toBe('There is nothing to show here!')
    expect(el.querySelector('h2')?.textContent).toBe('There is nothing to show here!')
    expect(el.querySelector('p')?.textContent).toBe('gallery reports: Please check the settings')
    dom.showError(failure('Again', 'x'))
    expect(dom.track.querySelectorAll('.strata-error-slide')).toHaveLength(1)
  })

  it('setSize reserves the box: the root height in px; the stage width unless full width', () => {
    const { root, dom } = setup()
    dom.setSize(800, 450)
    expect(root.style.height).toBe('450px')
    // Over any box CSS: no level's cap, and no ratio making the width follow this height.
    expect(root.style.maxHeight).toBe('none')
    expect(root.style.aspectRatio).toBe('auto')
    expect(dom.stage.style.width).toBe('')
    const boxed = document.createElement('div')
    const boxedDom = createModuleDom(boxed, model(1, {}, false))
    boxedDom.setSize(1024, 600)
    expect(boxed.style.height).toBe('600px')
    expect(boxedDom.stage.style.width).toBe('1024px')
  })

  it('paints the module background (settings.bg.color, a colour or a gradient) on the stage, behind the slides', () => {
    const bg = (color: string) => ({ bg: { color, image: '', overlay: '' } })
    const { dom } = setup(1, model(1, bg('rgba(16, 24, 32, 1)')))
    expect(dom.stage.style.background).toContain('rgba(16, 24, 32, 1)')
    expect(dom.track.parentElement).toBe(dom.stage)
    const gradient = 'linear-gradient(90deg, rgba(255,0,0,1) 0%, rgba(0,0,255,1) 100%)'
    expect(setup(1, model(1, bg(gradient))).dom.stage.style.background).toContain(
      'linear-gradient(',
    )
    // transparent (the default) paints nothing.
    expect(setup(1, model(1, bg('transparent'))).dom.stage.style.background).toBe('')
  })

  it('adopts server-rendered markup (.strata-stage with .strata-slide children) instead of duplicating it', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<div class="strata-stage"><div class="strata-slides"><div class="strata-slide" data-index="0"><b>SSR</b></div>' +
      '<div class="strata-slide" data-index="2"></div></div></div>'
    const stage = root.firstElementChild
    const first = root.querySelector('[data-index="0"]')
    const dom = createModuleDom(root, model(3))
    expect(dom.stage).toBe(stage)
    expect(dom.built()).toEqual([0, 2])
    expect(dom.slide(0)).toBe(first)
    expect(dom.slide(0).getAttribute('aria-label')).toBe('1 of 3')
    dom.slide(1)
    expect(root.querySelectorAll('.strata-stage')).toHaveLength(1)
    expect(Array.from(dom.track.children, (el) => (el as HTMLElement).dataset.index)).toEqual([
      '0',
      '1',
      '2',
    ])
  })

  it('does not adopt a server-rendered slide with an empty data-index as slide 0', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<div class="strata-stage"><div class="strata-slides"><div class="strata-slide" data-index=""></div></div></div>'
    const stray = root.querySelector('.strata-slide')
    const dom = createModuleDom(root, model(3))
    expect(dom.built()).toEqual([])
    expect(dom.slide(0)).not.toBe(stray)
  })

  it('adopts slides placed directly in the stage, leaving the error slide alone', () => {
    const root = document.createElement('div')
    const ssr =
      '<div class="strata-stage" style="height: 10px;"><div class="strata-slide" data-index="1">A</div>' +
      '<div class="strata-slide strata-error-slide" data-index="0"></div></div>'
    root.innerHTML = ssr
    const dom = createModuleDom(root, model(2))
    expect(dom.built()).toEqual([1])
    expect(dom.slide(1).parentElement).toBe(dom.track)
    dom.setActive(1)
    dom.release(1)
    dom.destroy()
    expect(root.innerHTML).toBe(ssr)
  })

  it('destroy restores the root: every element, attribute, class and inline style it set is undone', () => {
    const root = document.createElement('section')
    root.id = 'hero'
    root.className = 'site-hero'
    root.setAttribute('aria-label', 'Site label')
    root.style.color = 'red'
    root.style.height = '300px'
    root.style.aspectRatio = '16 / 9'
    const before = root.outerHTML
    const dom = createModuleDom(root, model(3))
    dom.setSize(800, 450)
    dom.slide(0)
    dom.setActive(0)
    dom.showError(failure('a', 'b'))
    dom.destroy()
    expect(root.outerHTML).toBe(before)
    const bare = document.createElement('div')
    const bareDom = createModuleDom(bare, model(2))
    bareDom.setSize(100, 50)
    bareDom.slide(1)
    bareDom.destroy()
    bareDom.destroy()
    expect(bare.outerHTML).toBe('<div></div>')
  })

  it('destroy keeps a class or style someone else added to the root meanwhile', () => {
    const root = document.createElement('div')
    const dom = createModuleDom(root, model(1))
    dom.setSize(800, 450)
    root.classList.add('site-ready')
    root.style.color = 'red'
    dom.destroy()
    expect(root.outerHTML).toBe('<div class="site-ready" style="color: red;"></div>')
  })

  it('destroy puts adopted server markup back as it was', () => {
    const root = document.createElement('div')
    const ssr =
      '<div class="strata-stage"><div class="strata-slides"><div class="strata-slide" data-index="0" data-active="true" style="opacity: 1;">X</div></div></div><nav>n</nav>'
    root.innerHTML = ssr
    const dom = createModuleDom(root, model(2))
    dom.slide(1)
    dom.setActive(1)
    dom.setSize(10, 10)
    dom.destroy()
    expect(root.outerHTML).toBe(`<div>${ssr}</div>`)
  })
})
