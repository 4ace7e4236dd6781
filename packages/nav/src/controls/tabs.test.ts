import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navModule } from '../test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

/** A module `width` px wide (happy-dom lays nothing out). */
function narrow(width: number) {
  const rect = { width, height: 300, top: 0, left: 0, right: width, bottom: 300, x: 0, y: 0 }
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...rect,
    toJSON: () => rect,
  })
}

const tabs = (t: Awaited<ReturnType<typeof mountNav>>) => [
  ...t.root.querySelectorAll<HTMLButtonElement>('[role="tablist"] [role="tab"]'),
]
const shown = (t: Awaited<ReturnType<typeof mountNav>>) =>
  tabs(t).flatMap((b, i) => (b.dataset.visible === 'true' ? [i] : []))

describe('tabs: max visible m', () => {
  it('max visible m: tabs show at most m (default 5), like thumbnails', async () => {
    const t = await mountNav(navModule(10, { nav: { tabs: { set: true } } }))
    done = t.done
    expect(t.slider.state.width).toBeGreaterThanOrEqual(1000)
    expect(t.slider.plugin('nav')?.visibleTabs()).toBe(5)
    expect(shown(t)).toEqual([0, 1, 2, 3, 4])
    // 5 × 100 + 4 × 5 gap + 2 × 5 wrapper padding.
    expect(t.root.querySelector<HTMLElement>('.strata-tabs')?.style.width).toBe('530px')
  })

  it('nav thumb count is capped by max and by available space: tabs too, on a 400 px module', async () => {
    narrow(400)
    const t = await mountNav(navModule(10, { nav: { tabs: { set: true, m: 8 } } }))
    done = t.done
    expect(t.slider.state.width).toBe(400)
    // 400 - 2 × 5 padding = 390 px: 3 × 100 + 2 × 5 = 310 fits, a fourth (415) does not.
    expect(t.slider.plugin('nav')?.visibleTabs()).toBe(3)
    expect(shown(t)).toEqual([0, 1, 2])
  })

  it('the visible window follows the current slide', async () => {
    const t = await mountNav(navModule(10, { nav: { tabs: { set: true, m: 3 } } }))
    done = t.done
    t.slider.goTo(6)
    await t.step(1200)
    expect(t.slider.state.index).toBe(6)
    expect(shown(t)).toEqual([5, 6, 7])
    const strip = t.root.querySelector<HTMLElement>('.strata-tabs-strip')
    // Slid by 5 tabs of 100 px plus their 5 px gaps; only transform moves.
    expect(strip?.style.transform).toBe('translateX(-525px)')
    expect(tabs(t)[6]?.getAttribute('aria-selected')).toBe('true')
  })

  it('every tab stays in the tablist and reachable by keyboard: arrow keys move the window', async () => {
    const t = await mountNav(navModule(10, { nav: { tabs: { set: true, m: 3 } } }))
    done = t.done
    const all = tabs(t)
    expect(all).toHaveLength(10)
    expect(all.some((b) => b.hasAttribute('inert') || b.getAttribute('aria-hidden'))).toBe(false)
    const key = (key: string) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      )
    all[0]?.focus()
    key('End')
    await t.step(1200)
    expect(document.activeElement).toBe(all[9])
    expect(shown(t)).toEqual([7, 8, 9])
    key('ArrowLeft')
    key('ArrowLeft')
    key('ArrowLeft')
    await t.step(1200)
    expect(document.activeElement).toBe(all[6])
    expect(shown(t)).toEqual([5, 6, 7])
  })
})
