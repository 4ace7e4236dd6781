import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EVERY_CONTROL, mountNav, navModule } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

const every = { ...EVERY_CONTROL, slideshow: { auto: true } }

/** An arrow key pressed with the module focused; whether nav took it from the page. */
function arrowKeyTaken(root: HTMLElement): boolean {
  root.tabIndex = -1
  root.focus()
  const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
  root.dispatchEvent(key)
  return key.defaultPrevented
}

// docs/behaviour.md §4.1: a module of one slide gets no controls, keys, swipe or wheel from nav.
describe('nav in a module of one slide', () => {
  it('a module of one slide gets no controls, and its arrow keys stay the page’s', async () => {
    const t = await mountNav(navModule(1, every))
    done = t.done
    expect(t.root.querySelector('.strata-nav')).toBeNull()
    expect(t.root.querySelectorAll('button, input')).toHaveLength(0)
    expect(t.slider.plugin('nav')?.element('arrows')).toBeUndefined()
    expect(arrowKeyTaken(t.root)).toBe(false)
    expect(t.slider.report).toEqual([])
  })

  it('slides hidden from navigation (hfn) still count: their arrows and pause button are drawn', async () => {
    const module = navModule(3, every)
    const slides = module.slides as Record<string, { slide: RawRecord }>
    for (const id of ['2', '3']) if (slides[id]) slides[id].slide.slideshow = { hfn: true }
    const t = await mountNav(module)
    done = t.done
    expect(t.root.querySelectorAll('.strata-arrow')).toHaveLength(2)
    expect(t.root.querySelectorAll('.strata-bullet')).toHaveLength(1)
    expect(t.slider.plugin('nav')?.element('play')).toBeDefined()
    t.root.querySelector<HTMLButtonElement>('.strata-arrow-next')?.click()
    await t.step()
    expect(t.slider.state.index).toBe(1)
  })

  it('two slides get them; removing one takes them away, and the keys go back to the page', async () => {
    const t = await mountNav(navModule(2, every))
    done = t.done
    expect(t.root.querySelectorAll('.strata-bullet')).toHaveLength(2)
    expect(t.root.querySelector('.strata-tabs')).not.toBeNull()
    expect(arrowKeyTaken(t.root)).toBe(true)
    t.slider.removeSlide(1)
    await t.step(50)
    expect(t.slider.state.count).toBe(1)
    expect(t.root.querySelector('.strata-nav')).toBeNull()
    expect(t.slider.plugin('nav')?.element('bullets')).toBeUndefined()
    expect(t.slider.plugin('nav')?.visibleThumbs()).toBe(0)
    expect(t.slider.plugin('nav')?.visibleTabs()).toBe(0)
    expect(arrowKeyTaken(t.root)).toBe(false)
    expect(t.slider.report).toEqual([])
  })
})
