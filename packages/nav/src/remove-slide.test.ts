import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadsSettled } from './lazy'
import { mountNav, navModule, settle } from './test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

const lists = { nav: { bullets: { set: true }, thumbs: { set: true }, arrows: { set: true } } }

// docs/behaviour.md §4 "Removing a slide": later slides move down one index, count follows.
describe('slider.removeSlide with nav', () => {
  it('the bullets and thumbnails are drawn again for the slides left, each naming its slide', async () => {
    const t = await mountNav(navModule(4, lists))
    done = t.done
    t.slider.removeSlide(1)
    await t.step(50)
    await loadsSettled()
    await settle()
    const names = (kind: string) =>
      [...t.root.querySelectorAll<HTMLElement>(`.strata-${kind}`)].map((b) => [
        b.dataset.index,
        b.getAttribute('aria-label') ?? b.querySelector('img')?.alt,
      ])
    expect(names('bullet')).toEqual([
      ['0', 'Slide 1: Slide 1'],
      ['1', 'Slide 2: Slide 3'],
      ['2', 'Slide 3: Slide 4'],
    ])
    expect(names('thumb').map(([index]) => index)).toEqual(['0', '1', '2'])
    expect(t.root.querySelectorAll('.strata-nav')).toHaveLength(1)
    expect(t.slider.plugin('nav')?.element('bullets')?.isConnected).toBe(true)
    expect(t.slider.plugin('nav')?.visibleThumbs()).toBeGreaterThan(0)
    // The last bullet goes to the last slide left.
    t.root.querySelector<HTMLButtonElement>('.strata-bullet[data-index="2"]')?.click()
    await t.step(50)
    expect(t.slider.state.index).toBe(2)
    expect(t.root.querySelector('.strata-bullet[aria-current]')?.getAttribute('data-index')).toBe(
      '2',
    )
    expect(t.slider.report).toEqual([])
  })

  it('once destroyed after a removal, nothing of nav is left', async () => {
    const t = await mountNav(navModule(3, lists))
    t.slider.removeSlide(0)
    await t.step(50)
    t.done()
    expect(t.root.querySelector('.strata-nav')).toBeNull()
  })
})
