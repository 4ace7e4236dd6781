import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadsSettled } from './lazy'
import { measureAt, mountNav, navModule, settle } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

/** The width core measures the module at: 320 px is the mobile level (4). */
let width = 320
const measuredWidth = () => measureAt(() => width)

const html = '<span class="n">{{index}} of {{count}}</span>'
const size = { width: [1240, 1024, 778, 600, 480], height: [400, 400, 400, 400, 400] }

/** Four slides, the last hidden on mobile (`hom`), every list and the arrows with a template. */
function module(): RawRecord {
  const item = { set: true, html }
  const m = navModule(4, {
    size,
    nav: { arrows: item, bullets: item, tabs: item, thumbs: item },
  })
  const slides = m.slides as Record<string, { slide: RawRecord }>
  if (slides['4']) slides['4'].slide.slideshow = { hom: true }
  return m
}

/** Each drawn item's template text, by kind. */
const texts = (root: HTMLElement, kind: string) =>
  [...root.querySelectorAll<HTMLElement>(`.strata-${kind} .n`)].map((n) => n.textContent)

// docs/data-format/nav.md: `{{index}}` is the slide's place in the module, `{{count}}` its slides.
describe('nav templates follow the module', () => {
  it('{{count}} drops when slider.removeSlide takes out a slide not navigable at the level', async () => {
    width = 320
    measuredWidth()
    const t = await mountNav(module())
    done = t.done
    expect(t.slider.state.level).toBe(4)
    expect(texts(t.root, 'bullet')).toEqual(['1 of 4', '2 of 4', '3 of 4'])
    // The last slide is hidden on mobile: the navigable slides stay 0, 1, 2.
    t.slider.removeSlide(3)
    await t.step(50)
    await loadsSettled()
    await settle()
    expect(t.slider.state.count).toBe(3)
    for (const kind of ['bullet', 'tab', 'thumb'])
      expect(texts(t.root, kind), kind).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    expect(texts(t.root, 'arrow')).toEqual(['3 of 3', '2 of 3'])
    expect(t.slider.report).toEqual([])
  })

  it('a level change that shows a slide hidden on mobile keeps each item its index and the count', async () => {
    width = 320
    measuredWidth()
    const t = await mountNav(module())
    done = t.done
    expect(texts(t.root, 'tab')).toEqual(['1 of 4', '2 of 4', '3 of 4'])
    expect(texts(t.root, 'arrow')).toEqual(['3 of 4', '2 of 4'])
    width = 1300
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    await loadsSettled()
    await settle()
    expect(t.slider.state.level).toBe(0)
    for (const kind of ['bullet', 'tab', 'thumb'])
      expect(texts(t.root, kind), kind).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4'])
    // The previous arrow leads to the slide the mobile level hid.
    expect(texts(t.root, 'arrow')).toEqual(['4 of 4', '2 of 4'])
    width = 320
    window.dispatchEvent(new Event('resize'))
    await t.step(150)
    await loadsSettled()
    await settle()
    expect(texts(t.root, 'bullet')).toEqual(['1 of 4', '2 of 4', '3 of 4'])
    expect(texts(t.root, 'arrow')).toEqual(['3 of 4', '2 of 4'])
    expect(t.slider.report).toEqual([])
  })
})
