import { afterEach, describe, expect, it } from 'vitest'
import { mountNav, navModule } from '../test-slider'

let done = () => {}
afterEach(() => done())

describe('swipe and the clicks after it', () => {
  const pointer = (target: HTMLElement, type: string, clientX: number) =>
    target.dispatchEvent(
      new PointerEvent(type, {
        pointerId: 7,
        pointerType: 'touch',
        clientX,
        clientY: 50,
        bubbles: true,
      }),
    )
  const click = (target: HTMLElement) => {
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    target.dispatchEvent(e)
    return e.defaultPrevented
  }

  it('a touch swipe (which the browser follows with no click) does not swallow the next tap', async () => {
    const t = await mountNav(navModule(4, { nav: { s: { use: true } } }))
    done = t.done
    const stage = t.root.querySelector<HTMLElement>('.strata-stage')!
    const width = t.slider.state.width
    pointer(stage, 'pointerdown', 500)
    pointer(stage, 'pointermove', 480)
    await t.step(200)
    pointer(stage, 'pointerup', 500 - width * 0.3)
    // Later, a tap on a layer's link: a press without a move, then its click.
    await t.step(2000)
    pointer(stage, 'pointerdown', 300)
    pointer(stage, 'pointerup', 300)
    expect(click(stage)).toBe(false)
  })

  it('the click that ends a mouse drag is not a click on what lies under it', async () => {
    const t = await mountNav(navModule(4, { nav: { s: { use: true, desk: true } } }))
    done = t.done
    const stage = t.root.querySelector<HTMLElement>('.strata-stage')!
    const width = t.slider.state.width
    pointer(stage, 'pointerdown', 500)
    pointer(stage, 'pointermove', 480)
    await t.step(200)
    pointer(stage, 'pointerup', 500 - width * 0.3)
    expect(click(stage)).toBe(true)
  })
})
