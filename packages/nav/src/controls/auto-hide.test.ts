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

describe('auto-hide time t', () => {
  const fire = (root: HTMLElement, type: string, pointerType: string) =>
    root.dispatchEvent(new PointerEvent(type, { pointerType }))
  const isHidden = (root: HTMLElement, sel: string) =>
    root.querySelector(sel)?.hasAttribute('data-nav-hidden')

  it('nav default times: arrow 1000: after a touch, hiding arrows hide 1000 ms after the last touch', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true, dOut: 500 } } }))
    done = t.done
    fire(t.root, 'pointerenter', 'touch')
    fire(t.root, 'pointerup', 'touch')
    await t.step(900)
    expect(hidden(t.root)).toEqual([false, false])
    fire(t.root, 'pointerenter', 'touch')
    await t.step(900)
    expect(hidden(t.root)).toEqual([false, false])
    await t.step(120)
    expect(hidden(t.root)).toEqual([true, true])
    fire(t.root, 'pointerenter', 'touch')
    expect(hidden(t.root)).toEqual([false, false])
  })

  it('bullet 3000, thumb 2000, tab 4000, scrubber 5000: each kind hides after its own time', async () => {
    const dOut = 100
    const nav = {
      bullets: { set: true, dOut },
      thumbs: { set: true, dOut },
      tabs: { set: true, dOut },
      scrubber: { set: true, dOut },
    }
    const t = await mountNav(navModule(3, { nav }))
    done = t.done
    fire(t.root, 'pointerup', 'touch')
    const sels = ['.strata-thumbs', '.strata-bullets', '.strata-tabs', '.strata-scrubber']
    const seen = () => sels.map((s) => isHidden(t.root, s))
    await t.step(1990)
    expect(seen()).toEqual([false, false, false, false])
    await t.step(20) // 2010 ms
    expect(seen()).toEqual([true, false, false, false])
    await t.step(1000) // 3010 ms
    expect(seen()).toEqual([true, true, false, false])
    await t.step(1000) // 4010 ms
    expect(seen()).toEqual([true, true, true, false])
    await t.step(1000) // 5010 ms
    expect(seen()).toEqual([true, true, true, true])
  })

  it('a resting mouse hides a hiding kind after t (bullet 3000); moving brings it back', async () => {
    const t = await mountNav(navModule(3, { nav: { bullets: { set: true, dOut: 800 } } }))
    done = t.done
    fire(t.root, 'pointermove', 'mouse')
    await t.step(2990)
    expect(isHidden(t.root, '.strata-bullets')).toBe(false)
    await t.step(20)
    expect(isHidden(t.root, '.strata-bullets')).toBe(true)
    fire(t.root, 'pointermove', 'mouse')
    expect(isHidden(t.root, '.strata-bullets')).toBe(false)
  })

  it('with dOut 0 (the default) nothing hides after touch activity', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true } } }))
    done = t.done
    fire(t.root, 'pointerup', 'touch')
    await t.step(6000)
    expect(hidden(t.root)).toEqual([false, false])
  })

  it('a control holding keyboard focus is not hidden', async () => {
    const t = await mountNav(navModule(3, { nav: { arrows: { set: true, dOut: 500 } } }))
    done = t.done
    t.root.querySelector<HTMLElement>('.strata-arrow')?.focus()
    fire(t.root, 'pointerup', 'touch')
    await t.step(1100)
    expect(hidden(t.root)).toEqual([false, false])
  })
})
