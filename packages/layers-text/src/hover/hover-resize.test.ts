// vitest: fresh modules (the hover chunk arrives once per registry: these tests wait for its first load)
import { afterEach, describe, expect, it } from 'vitest'
import { layersText } from '../plugin'
import { layersModule, mount } from '../timeline/test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** Pointer in, the look played, pointer out, back to idle. */
const hoverOnce = async (el: HTMLElement) => {
  el.dispatchEvent(new Event('pointerenter'))
  await h?.run(300)
  el.dispatchEvent(new Event('pointerleave'))
  await h?.run(300)
}

describe('a hover after a layout change has the layout of now (docs/behaviour.md §3 "hover")', () => {
  it("a hover played at one scale moves by the new scale's px after a resize", async () => {
    const hov = { u: true, frame: { x: 10, d: 200 } }
    h = await mount(layersModule([[{ id: 1, hov }], [{ id: 2 }]]))
    const el = h.layer(0, 1) as HTMLElement
    await hoverOnce(el)
    await h.resize(240, 1200)
    expect(h.slider.state.scale).toBe(0.5)
    el.dispatchEvent(new Event('pointerenter'))
    await h.run(300)
    // 10 grid px at half the grid.
    expect(el.style.transform).toMatch(/translate\(5px, /)
  })

  it("a hover played at one level goes back to the new level's colour after a resize", async () => {
    const hov = { u: true, color: '#ff0000', frame: { d: 200 } }
    const layer = { id: 1, hov, color: ['#00ff00', '#a', '#a', '#a', '#0000ff'] }
    h = await mount(layersModule([[layer], [{ id: 2 }]]), {
      fixture: false,
      plugins: [layersText()],
    })
    const el = h.layer(0, 1) as HTMLElement
    await hoverOnce(el)
    expect(el.style.color).toBe('#00ff00')
    await h.resize(240, 1200)
    expect(h.slider.state.level).toBe(4)
    expect(el.style.color).toBe('#0000ff')
    el.dispatchEvent(new Event('pointerenter'))
    await h.run(300)
    expect(el.style.color).toBe('#ff0000')
    el.dispatchEvent(new Event('pointerleave'))
    await h.run(300)
    // The phone's colour, not the desktop's the first hover read.
    expect(el.style.color).toBe('#0000ff')
  })
})
