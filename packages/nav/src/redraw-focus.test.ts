import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetChunks, LOADERS } from './chunks'
import { loadsSettled } from './lazy'
import { measureAt, mountNav, navModule, settle } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
  forgetChunks()
})

/** The width core measures the module at: below 480 px is the mobile level (4). */
let width = 1300
const measuredWidth = () => measureAt(() => width)

const size = { width: [1240, 1024, 778, 600, 480], height: [400, 400, 400, 400, 400] }
const lists = {
  arrows: { set: true },
  bullets: { set: true },
  tabs: { set: true },
  thumbs: { set: true },
}

/** Four slides with arrows, bullets, tabs and thumbnails; slide 2 `hideOnMobile`. */
function module(settings: RawRecord = {}) {
  const m = navModule(4, { size, nav: lists, ...settings })
  const slides = m.slides as Record<string, { slide: RawRecord }>
  ;(slides['2'] as { slide: RawRecord }).slide.slideshow = { hom: true }
  return m
}

/** Opened wide, `selector` focused; `resize` moves to `to` px and lets nav draw again. */
async function openFocused(selector: string) {
  width = 1300
  measuredWidth()
  const t = await mountNav(module())
  done = t.done
  const was = t.root.querySelector<HTMLElement>(selector)
  was?.focus()
  expect(document.activeElement).toBe(was)
  const resize = async (to: number) => {
    width = to
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    await loadsSettled()
    await settle()
  }
  return { ...t, was, resize }
}

// WCAG 2.4.3 (docs/accessibility.md): nav draws its controls again when the slides a visitor can
// go to change; a control that had focus does not drop it to the page's body.
describe('focus across a redraw of nav', () => {
  it.each([
    ['a bullet', '.strata-bullet[data-index="2"]'],
    ['a tab', '.strata-tab[data-index="2"]'],
    ['a thumbnail', '.strata-thumb[data-index="3"]'],
    ['the next arrow', '.strata-arrow-next'],
    ['the previous arrow', '.strata-arrow-prev'],
  ])('%s: the same one drawn again takes focus at the mobile level', async (_, selector) => {
    const t = await openFocused(selector)
    await t.resize(320)
    expect(t.slider.state.level).toBe(4)
    // Drawn again: slide 2 (index 1) has no bullet, tab or thumbnail now.
    expect(t.root.querySelector('.strata-bullet[data-index="1"]')).toBeNull()
    const again = t.root.querySelector<HTMLElement>(selector)
    expect(again).not.toBeNull()
    expect(again).not.toBe(t.was)
    expect(document.activeElement).toBe(again)
    expect(t.root.hasAttribute('tabindex')).toBe(false)
    expect(t.slider.report).toEqual([])
  })

  it('widening again: the bullet drawn for the same slide takes focus', async () => {
    width = 320
    measuredWidth()
    const t = await mountNav(module())
    done = t.done
    t.root.querySelector<HTMLElement>('.strata-bullet[data-index="3"]')?.focus()
    width = 1300
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    await loadsSettled()
    await settle()
    expect(t.root.querySelector('.strata-bullet[data-index="1"]')).not.toBeNull()
    expect(document.activeElement?.getAttribute('data-index')).toBe('3')
    expect(document.activeElement?.classList.contains('strata-bullet')).toBe(true)
  })

  it("a control of a slide no longer shown: the module's region takes focus, without scrolling, until it leaves", async () => {
    const t = await openFocused('.strata-thumb[data-index="1"]')
    const focus = vi.spyOn(t.root, 'focus')
    await t.resize(320)
    expect(document.activeElement).toBe(t.root)
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
    expect(t.root.getAttribute('tabindex')).toBe('-1')
    t.root.querySelector<HTMLElement>('.strata-bullet')?.focus()
    expect(t.root.hasAttribute('tabindex')).toBe(false)
  })

  it('a region the site made focusable keeps its own tabindex', async () => {
    const t = await openFocused('.strata-bullet[data-index="1"]')
    t.root.tabIndex = 0
    t.root.querySelector<HTMLElement>('.strata-bullet[data-index="1"]')?.focus()
    await t.resize(320)
    expect(document.activeElement).toBe(t.root)
    t.root.blur()
    expect(t.root.getAttribute('tabindex')).toBe('0')
  })

  it('focus elsewhere on the page is never taken', async () => {
    const t = await openFocused('.strata-bullet[data-index="2"]')
    const input = document.createElement('input')
    document.body.append(input)
    input.focus()
    await t.resize(320)
    expect(document.activeElement).toBe(input)
    input.remove()
  })

  it('focus the visitor moves before the thumbnails land stays where they put it', async () => {
    const t = await openFocused('.strata-thumb[data-index="3"]')
    width = 320
    window.dispatchEvent(new Event('resize'))
    t.scheduler.tick(150)
    // The redraw ran; the thumbnails' code lands a tick later.
    expect(t.slider.state.level).toBe(4)
    const arrow = t.root.querySelector<HTMLElement>('.strata-arrow-next')
    arrow?.focus()
    await loadsSettled()
    await settle()
    expect(document.activeElement).toBe(arrow)
  })

  it('a slide past its hideAfterLoops: the bullet of a slide still shown keeps focus', async () => {
    width = 1300
    measuredWidth()
    const m = navModule(3, { size, nav: lists, slideshow: { auto: true } })
    const slides = m.slides as Record<string, { slide: RawRecord }>
    for (const id of ['1', '2', '3'])
      (slides[id] as { slide: RawRecord }).slide.slideshow = { len: 100, hal: id === '2' ? 1 : 0 }
    const t = await mountNav(m)
    done = t.done
    const was = t.root.querySelector<HTMLElement>('.strata-bullet[data-index="2"]')
    was?.focus()
    // Focus holds the rotation (WAI-ARIA carousel): the visitor's own resume plays it on.
    t.slider.resume()
    for (let i = 0; i < 40 && t.slider.state.loops < 1; i++) await t.step(50)
    await loadsSettled()
    await settle()
    expect(t.root.querySelector('.strata-bullet[data-index="1"]')).toBeNull()
    expect(document.activeElement).not.toBe(was)
    expect(document.activeElement).toBe(t.root.querySelector('.strata-bullet[data-index="2"]'))
  })

  it('slider.removeSlide: left to core, the bullet for the same slide takes focus', async () => {
    const t = await openFocused('.strata-bullet[data-index="3"]')
    t.slider.removeSlide(0)
    await t.step(50)
    await loadsSettled()
    await settle()
    // Slide 4 is index 2 now.
    const again = t.root.querySelector<HTMLElement>('.strata-bullet[data-index="2"]')
    expect(document.activeElement).toBe(again)
    expect(t.root.hasAttribute('tabindex')).toBe(false)
  })

  it('destroyed before its code lands: nothing takes focus', async () => {
    const t = await openFocused('.strata-bullet[data-index="2"]')
    width = 320
    window.dispatchEvent(new Event('resize'))
    t.scheduler.tick(150)
    expect(t.slider.state.level).toBe(4)
    t.slider.destroy()
    await loadsSettled()
    await settle()
    expect(document.activeElement).toBe(document.body)
    expect(t.root.hasAttribute('tabindex')).toBe(false)
  })

  it('its code cannot load: focus stays where the browser put it, nothing is thrown or said', async () => {
    forgetChunks()
    const load = vi.spyOn(LOADERS, 'autoHide').mockRejectedValue(new Error('offline'))
    const t = await openFocused('.strata-bullet[data-index="2"]')
    await t.resize(320)
    expect(load).toHaveBeenCalled()
    expect(document.activeElement).toBe(document.body)
    expect(t.slider.report).toEqual([])
  })
})
