import { afterEach, describe, expect, it, vi } from 'vitest'
import { hfn, mountNav, navModule } from '../test-slider'

// Tabs, thumbnails, arrow templates and show delays with slides hidden from navigation, templates
// and a drawing again (docs/behaviour.md §4.1, docs/data-format/nav.md).

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

describe('tabs: roving tabindex', () => {
  it('the current slide hidden from navigation: one tab stays in the tab order', async () => {
    const t = await mountNav(hfn(navModule(3, { nav: { tabs: { set: true } } }), '1'))
    done = t.done
    expect(t.slider.state.index).toBe(0)
    const tabs = [...t.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    expect(tabs.map((b) => b.dataset.index)).toEqual(['1', '2'])
    expect(tabs.map((b) => b.tabIndex)).toEqual([0, -1])
    expect(tabs.every((b) => b.getAttribute('aria-selected') === 'false')).toBe(true)
  })
})

describe('thumbnails: HTML template', () => {
  it('##name## takes the skin values (def, cst), as in the bullets and tabs templates', async () => {
    const html = '<span class="t" data-c="##tone##">{{title}}</span>'
    const skinned = { set: true, html, def: { tone: 'red' }, cst: { tone: 'blue' } }
    const t = await mountNav(navModule(3, { nav: { thumbs: skinned, tabs: skinned } }))
    done = t.done
    const tones = (sel: string) =>
      [...t.root.querySelectorAll(`${sel} .t`)].map((s) => s.getAttribute('data-c'))
    expect(tones('.strata-tab')).toEqual(['blue', 'blue', 'blue'])
    expect(tones('.strata-thumb')).toEqual(['blue', 'blue', 'blue'])
    expect(t.root.querySelector('.strata-thumb .t')?.textContent).toBe('Slide 1')
    // Its text names it.
    expect(t.root.querySelector('.strata-thumb')?.hasAttribute('aria-label')).toBe(false)
  })
})

describe('show delay: drawn again', () => {
  const hidden = (root: HTMLElement) =>
    [...root.querySelectorAll('.strata-arrow')].map((a) => a.hasAttribute('data-nav-hidden'))

  it('dIn counts from the module start: controls drawn again after slider.removeSlide do not vanish for dIn ms', async () => {
    const t = await mountNav(navModule(4, { nav: { arrows: { set: true, dIn: 400 } } }))
    done = t.done
    expect(hidden(t.root)).toEqual([true, true])
    await t.step(420)
    expect(hidden(t.root)).toEqual([false, false])
    const before = t.root.querySelector('.strata-arrow')
    t.slider.removeSlide(3)
    await t.step(50)
    // Drawn again (a new element), and shown: the module started long ago.
    expect(t.root.querySelector('.strata-arrow')).not.toBe(before)
    expect(hidden(t.root)).toEqual([false, false])
  })
})

describe('arrows: HTML template', () => {
  it('a neighbour hidden from navigation: each arrow shows the slide it leads to', async () => {
    const arrows = { set: true, html: '<span class="t">{{title}}</span>' }
    const t = await mountNav(hfn(navModule(3, { nav: { arrows } }), '2'))
    done = t.done
    const shows = (side: string) => t.root.querySelector(`.strata-arrow-${side} .t`)?.textContent
    expect(t.slider.state.index).toBe(0)
    expect([shows('prev'), shows('next')]).toEqual(['Slide 3', 'Slide 2'])
    t.root.querySelector<HTMLButtonElement>('.strata-arrow-next')?.click()
    await t.step(1200)
    // It led where it said: the slide hidden from navigation still plays.
    expect(t.slider.state.index).toBe(1)
    expect([shows('prev'), shows('next')]).toEqual(['Slide 1', 'Slide 3'])
    expect(t.root.querySelector('.strata-arrow-next')?.getAttribute('aria-label')).toBe(
      'Next slide: Slide 3',
    )
  })
})
