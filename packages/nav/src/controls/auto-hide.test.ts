import { afterEach, describe, expect, it, vi } from 'vitest'
import { mountNav, navModule } from '../test-slider'

let done = () => {}
afterEach(() => {
  done()
  vi.restoreAllMocks()
})

const hidden = (root: HTMLElement) =>
  [...root.querySelectorAll('.strata-arrow')].map((a) => a.hasAttribute('data-nav-hidden'))

describe('show and hide delays', () => {
  it('dIn: a control appears dIn ms after the module starts', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true, dIn: 400 } } }))
    done = t.done
    expect(hidden(t.root)).toEqual([true, true])
    await t.step(420)
    expect(hidden(t.root)).toEqual([false, false])
  })

  it('dOut: it fades dOut ms after a mouse leaves, and is back when one enters', async () => {
    const bullets = { set: true, dOut: [1000, 1000, 1000, 1000, 0] }
    const t = await mountNav(navModule(3, { nav: { bullets } }))
    done = t.done
    const box = t.root.querySelector('.strata-bullets')
    const move = (type: string, pointerType = 'mouse') =>
      t.root.dispatchEvent(new PointerEvent(type, { pointerType }))
    move('pointerleave', 'touch')
    await t.step(1100)
    expect(box?.hasAttribute('data-nav-hidden')).toBe(false)
    move('pointerleave')
    await t.step(900)
    expect(box?.hasAttribute('data-nav-hidden')).toBe(false)
    await t.step(120)
    expect(box?.hasAttribute('data-nav-hidden')).toBe(true)
    move('pointerenter')
    expect(box?.hasAttribute('data-nav-hidden')).toBe(false)
  })
})
