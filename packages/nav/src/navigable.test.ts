import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { measureAt, mountNav, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

/** The width core measures the module at: 320 px is the mobile level (4). */
let width = 320
const measuredWidth = () => measureAt(() => width)

const size = { width: [1240, 1024, 778, 600, 480], height: [400, 400, 400, 400, 400] }
const controls = { arrows: { set: true }, bullets: { set: true } }

/** `count` slides; `flags` sets each listed slide's export `slideshow` record. */
function module(count: number, flags: Record<string, RawRecord>, settings: RawRecord = {}) {
  const m = navModule(count, { size, nav: controls, ...settings })
  const slides = m.slides as Record<string, { slide: RawRecord }>
  for (const [id, slideshow] of Object.entries(flags))
    if (slides[id]) slides[id].slide.slideshow = slideshow
  return m
}

const bullets = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('.strata-bullet')].map((b) => b.dataset.index)

// docs/behaviour.md §4.1: nav draws its lists for the slides a visitor can go to.
describe('nav follows the navigable slides', () => {
  it('at the mobile level a slide hidden on mobile (hom) has no bullet; wider, it has one again', async () => {
    width = 320
    measuredWidth()
    const t = await mountNav(module(3, { 2: { hom: true } }))
    done = t.done
    expect(t.slider.state.level).toBe(4)
    expect(bullets(t.root)).toEqual(['0', '2'])
    t.root.querySelector<HTMLButtonElement>('.strata-bullet[data-index="2"]')?.click()
    await t.step()
    expect(t.slider.state.index).toBe(2)
    width = 1300
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    expect(t.slider.state.level).toBe(0)
    expect(bullets(t.root)).toEqual(['0', '1', '2'])
    expect(t.root.querySelector('.strata-bullet[aria-current]')?.getAttribute('data-index')).toBe(
      '2',
    )
    expect(t.slider.report).toEqual([])
  })

  it('two slides, one hidden on mobile: no controls at the mobile level, both wider', async () => {
    width = 320
    measuredWidth()
    const t = await mountNav(module(2, { 2: { hom: true } }))
    done = t.done
    expect(t.root.querySelector('.strata-nav')).toBeNull()
    width = 1300
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    expect(bullets(t.root)).toEqual(['0', '1'])
    expect(t.root.querySelectorAll('.strata-arrow')).toHaveLength(2)
  })

  it('a slide past its hideAfterLoops (hal) loses its bullet once the slideshow looped', async () => {
    width = 1300
    measuredWidth()
    const t = await mountNav(
      module(
        3,
        { 2: { hal: 1, len: 100 }, 1: { len: 100 }, 3: { len: 100 } },
        {
          slideshow: { auto: true },
        },
      ),
    )
    done = t.done
    expect(bullets(t.root)).toEqual(['0', '1', '2'])
    for (let i = 0; i < 40 && t.slider.state.loops < 1; i++) await t.step(50)
    expect(t.slider.state.loops).toBe(1)
    expect(bullets(t.root)).toEqual(['0', '2'])
    expect(t.slider.report).toEqual([])
  })
})
