import { afterEach, describe, expect, it, vi } from 'vitest'
import { hfn, mountNav, navModule } from '../test-slider'

// A slide hidden from navigation (`hideFromNav`) still plays: the wheel's ends are the navigable slides'.

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

describe('wheel: the first and last slides', () => {
  const wheel = (root: HTMLElement, deltaY: number) => {
    const e = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })
    root.dispatchEvent(e)
    return e.defaultPrevented
  }
  const wheelNav = { nav: { arrows: { set: true }, m: { use: true } } }

  it('the last slide hidden from navigation is still the last: the wheel steps to it, then leaves the page its scroll', async () => {
    const t = await mountNav(hfn(navModule(3, wheelNav), '3'))
    done = t.done
    t.slider.goTo(1)
    await t.step(1200)
    expect(t.slider.state.index).toBe(1)
    expect(wheel(t.root, 120)).toBe(true)
    await t.step(1600)
    expect(t.slider.state.index).toBe(2)
    // At the last slide, without `wheelLoop`, the page scrolls on.
    expect(wheel(t.root, 120)).toBe(false)
    await t.step(1600)
    expect(t.slider.state.index).toBe(2)
  })

  it('the first slide hidden from navigation: a backward wheel there is left to the page', async () => {
    const t = await mountNav(hfn(navModule(3, wheelNav), '1'))
    done = t.done
    expect(t.slider.state.index).toBe(0)
    expect(wheel(t.root, -120)).toBe(false)
    await t.step(1600)
    expect(t.slider.state.index).toBe(0)
  })
})
