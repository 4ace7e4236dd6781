import { afterEach, describe, expect, it } from 'vitest'
import type { NavVia } from '../options'
import { mountNav, navModule, touch } from '../test-slider'

const inputs = {
  nav: { arrows: { set: true }, keyboard: { set: true }, s: { use: true }, m: { use: true } },
}
let done = () => {}
afterEach(() => done())

async function setup() {
  const t = await mountNav(navModule(4, inputs))
  done = t.done
  const steps: NavVia[] = []
  t.slider.on('nav:step', ({ via }) => steps.push(via))
  return { ...t, steps }
}

describe('keyboard', () => {
  it('keyboard navigation throttled to one step per 500 ms, while the module has focus', async () => {
    const t = await setup()
    t.root.querySelector<HTMLButtonElement>('.strata-arrow-next')?.focus()
    const press = (key: string) =>
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    press('ArrowRight')
    press('ArrowRight')
    await t.step(499)
    press('ArrowRight')
    expect(t.steps).toEqual(['key'])
    await t.step(16)
    press('ArrowLeft')
    expect(t.steps).toEqual(['key', 'key'])
  })

  it('a field or a media player with focus in a slide keeps its arrow keys (a video seeks)', async () => {
    const t = await setup()
    const stage = t.root.querySelector('.strata-stage') as HTMLElement
    for (const tag of ['video', 'audio', 'input']) {
      const own = stage.appendChild(document.createElement(tag))
      own.tabIndex = 0
      own.focus()
      const e = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
      own.dispatchEvent(e)
      expect(e.defaultPrevented).toBe(false)
      own.remove()
    }
    expect(t.steps).toEqual([])
  })
})

describe('wheel', () => {
  const wheel = (root: HTMLElement, deltaY: number) => {
    const e = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true })
    root.dispatchEvent(e)
    return e.defaultPrevented
  }

  it('wheel cooldown 1500 ms: one step, then the wheel is held until the cooldown ends', async () => {
    const t = await setup()
    expect(wheel(t.root, 120)).toBe(true)
    await t.step(1000)
    expect(wheel(t.root, 120)).toBe(true)
    expect(t.steps).toEqual(['wheel'])
    await t.step(520)
    wheel(t.root, 120)
    expect(t.steps).toEqual(['wheel', 'wheel'])
  })

  it('at the first slide (no loop) a backward wheel is left to the page', async () => {
    const t = await setup()
    expect(wheel(t.root, -120)).toBe(false)
    expect(t.steps).toEqual([])
  })
})

describe('swipe', () => {
  it('a touch drag counts when it lasts over 130 ms and moves over 10% of the slide width', async () => {
    const t = await setup()
    const stage = t.root.querySelector<HTMLElement>('.strata-stage')!
    const width = t.slider.state.width
    // Fast: 100 ms.
    touch(stage, 'pointerdown', 500)
    touch(stage, 'pointermove', 480)
    await t.step(100)
    touch(stage, 'pointerup', 500 - width * 0.5)
    expect(t.steps).toEqual([])
    // Slow and long enough.
    touch(stage, 'pointerdown', 500)
    touch(stage, 'pointermove', 480)
    await t.step(200)
    touch(stage, 'pointerup', 500 - width * 0.2)
    expect(t.steps).toEqual(['swipe'])
    // Slow but short.
    touch(stage, 'pointerdown', 500)
    touch(stage, 'pointermove', 490)
    await t.step(200)
    touch(stage, 'pointerup', 500 - width * 0.05)
    expect(t.steps).toEqual(['swipe'])
  })

  it('vertical page scrolling and pinch zoom are not blocked on horizontal sliders', async () => {
    const t = await setup()
    expect(t.root.querySelector<HTMLElement>('.strata-stage')?.style.touchAction).toBe(
      'pan-y pinch-zoom',
    )
  })
})
