import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navCss, navModule } from '../test-slider'
import { placeholderValue, placeholderValues } from './template'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

/** A module's own arrow skin as a 7.x export writes it: key, CSS template, def and cst. */
const ARROWS = {
  set: true,
  key: 'clean_arrows',
  css: '.clean_arrows.sr7-arrows{width:##size##px;height:##size##px;background:##bg##;position:absolute;display:block}.clean_arrows.sr7-leftarrow:before{content:"";border:solid ##color##}',
  def: { size: { v: '46', t: 'custom' }, bg: 'rgba(0,0,0,0.5)', color: '#fff' },
  cst: { bg: { type: 'solid', orig: '#264653', string: 'rgba(38, 70, 83, 0.8)' } },
}
/** Its bullets in the migrated 6.x names: items placed one by one (`position:absolute`). */
const BULLETS = {
  set: true,
  key: 'round-dots',
  css: '.round-dots.tp-bullets{padding:##pad##px}.round-dots .tp-bullet{width:##size##px;height:##size##px;position:absolute;background:##bg##}.round-dots .tp-bullet.selected{background:##active##}',
  def: { pad: '5', size: '12', bg: '#999', active: { def: '#ffffff' } },
  s: 10,
}

describe("a module's own nav skin", () => {
  it('arrows carry the class names its template selects (key, 6.x tp-, 7.x sr7-), without Strata’s chevron', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: ARROWS } }))
    done = t.done
    const prev = t.root.querySelector<HTMLElement>('.strata-arrow-prev')
    const next = t.root.querySelector<HTMLElement>('.strata-arrow-next')
    for (const c of ['clean_arrows', 'sr7-arrows', 'tparrows', 'sr7-leftarrow', 'tp-leftarrow'])
      expect(prev?.classList.contains(c), c).toBe(true)
    for (const c of ['sr7-rightarrow', 'tp-rightarrow'])
      expect(next?.classList.contains(c), c).toBe(true)
    expect(prev?.hasAttribute('data-chevron')).toBe(false)
    // 7.x skins style the hover with sr7-touchhover.
    prev?.dispatchEvent(new Event('pointerenter'))
    expect(prev?.classList.contains('sr7-touchhover')).toBe(true)
    prev?.dispatchEvent(new Event('pointerleave'))
    expect(prev?.classList.contains('sr7-touchhover')).toBe(false)
    const css = navCss()
    expect(css).toContain(
      '.clean_arrows.sr7-arrows{width:46px;height:46px;background:rgba(38,70,83,0.8);',
    )
    expect(css).toContain('.clean_arrows.sr7-leftarrow:before{content:"";border:solid #fff}')
    expect(t.slider.report).toEqual([])
  })

  it('bullets: the container and items carry the names, the current item `selected` as it moves', async () => {
    const t = await mountNav(navModule(3, { nav: { bullets: BULLETS } }))
    done = t.done
    const box = t.root.querySelector<HTMLElement>('.strata-bullets')
    for (const c of ['round-dots', 'tp-bullets', 'sr7-bullets', 'nav-dir-horizontal'])
      expect(box?.classList.contains(c), c).toBe(true)
    const items = [...t.root.querySelectorAll<HTMLElement>('.strata-bullet')]
    expect(items.every((b) => b.matches('.tp-bullet.sr7-bullet'))).toBe(true)
    const selected = () => items.map((b) => b.classList.contains('selected'))
    expect(selected()).toEqual([true, false, false])
    items[2]?.click()
    await t.step()
    expect(selected()).toEqual([false, false, true])
    expect(box?.style.getPropertyValue('--strata-gap')).toBe('10px')
    const css = navCss()
    expect(css).toContain('.round-dots .tp-bullet.selected{background:#ffffff}')
    expect(t.slider.report).toEqual([])
  })

  it("Strata's structural CSS weighs one class, so a template styling the same box wins, and keeps items in a row", async () => {
    const t = await mountNav(navModule(3, { nav: { bullets: BULLETS, arrows: ARROWS } }))
    done = t.done
    const css = navCss()
    expect(css).toContain(':where(.strata-nav) [type=button]{')
    expect(css).toContain(':where(.strata-nav) .strata-arrow{')
    expect(css).not.toMatch(/(^|\n)\.strata-nav button\{/)
    expect(css).toMatch(/\.strata-nav \.strata-bullet[^{]*\{position:relative!important/)
  })

  it('tabs and thumbnails are kept in a row by the rule their chunk brings', async () => {
    const t = await mountNav(navModule(3, { nav: { tabs: { set: true }, thumbs: { set: true } } }))
    done = t.done
    expect(navCss()).toMatch(
      /\.strata-nav \.strata-tab,\.strata-nav \.strata-thumb\{position:relative!important;left:auto!important;top:auto!important/,
    )
  })

  it('a built-in skin keeps its chevron and gets no key class', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true, key: 'light' } } }))
    done = t.done
    const prev = t.root.querySelector<HTMLElement>('.strata-arrow-prev')
    expect(prev?.hasAttribute('data-chevron')).toBe(true)
    expect(prev?.classList.contains('light')).toBe(false)
    expect(prev?.classList.contains('strata-skin-light')).toBe(true)
  })

  it('def records { title, type, data } and cst values with their <name>-def flags (false keeps the default)', () => {
    const values = placeholderValues(
      {
        size: { title: 'Size', type: 'custom', data: '40' },
        bg: { title: 'Background', type: 'color', data: 'rgba(11,29,42,0.6)' },
        ring: {
          title: 'Ring',
          type: 'color',
          data: { type: 'solid', orig: '#fff', string: '#ffffff' },
        },
      },
      { size: '46', 'size-def': true, bg: '#000000', 'bg-def': false, ring: '#eee' },
    )
    expect(values).toEqual({ size: '46', bg: 'rgba(11,29,42,0.6)', ring: '#eee' })
  })

  it('placeholder values: scalars, colour objects, and records holding one as v, value or def', () => {
    expect(placeholderValue({ v: { type: 'solid', orig: '#000', string: 'rgba(0,0,0,1)' } })).toBe(
      'rgba(0,0,0,1)',
    )
    expect(placeholderValue({ def: '40', data: { type: 'custom' } })).toBe('40')
    expect(placeholderValue({ type: 'solid', orig: '#264653' })).toBe('#264653')
    expect(placeholderValue(true)).toBe('true')
    expect(placeholderValue([1])).toBeUndefined()
  })
})
