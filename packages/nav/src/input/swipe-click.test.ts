import { afterEach, describe, expect, it } from 'vitest'
import { mountNav, navModule, touch } from '../test-slider'

let done = () => {}
afterEach(() => done())

describe('swipe and the clicks after it', () => {
  const click = (target: HTMLElement) => {
    const e = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })
    target.dispatchEvent(e)
    return e.defaultPrevented
  }

  /** A swipe over 30% of the slide to the left, 200 ms long: a step. Returns the stage. */
  const swipeLeft = async (t: Awaited<ReturnType<typeof mountNav>>) => {
    const stage = t.root.querySelector<HTMLElement>('.strata-stage')!
    touch(stage, 'pointerdown', 500)
    touch(stage, 'pointermove', 480)
    await t.step(200)
    touch(stage, 'pointerup', 500 - t.slider.state.width * 0.3)
    return stage
  }

  it('a touch swipe (which the browser follows with no click) does not swallow the next tap', async () => {
    const t = await mountNav(navModule(4, { nav: { s: { use: true } } }))
    done = t.done
    const stage = await swipeLeft(t)
    // Later, a tap on a layer's link: a press without a move, then its click.
    await t.step(2000)
    touch(stage, 'pointerdown', 300)
    touch(stage, 'pointerup', 300)
    expect(click(stage)).toBe(false)
  })

  it('the click that ends a mouse drag is not a click on what lies under it', async () => {
    const t = await mountNav(navModule(4, { nav: { s: { use: true, desk: true } } }))
    done = t.done
    const stage = await swipeLeft(t)
    expect(click(stage)).toBe(true)
  })
})
