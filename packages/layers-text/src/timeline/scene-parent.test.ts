import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { GSAP_IN, layersModule, mount } from './test-harness'

const moves = { in: GSAP_IN }

/** GSAP's root's own children (not theirs), as `quietTicker` lists them. */
const rootChildren = () => gsap.globalTimeline.getChildren(false, true, true)

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

describe("the layers' GSAP scenes, in one timeline under GSAP's root", () => {
  it('puts every scene in one paused timeline, where GSAP still finds their tweens', async () => {
    const before = rootChildren().length
    const slide = (from: number) => [0, 1].map((i) => ({ id: from + i, tl: moves }))
    h = await mount(layersModule([slide(1), slide(3), slide(5), slide(7)]))
    const added = rootChildren().slice(before)
    expect(added).toHaveLength(1)
    const [parent] = added
    expect(parent?.paused()).toBe(true)
    const scenes = () => (parent as gsap.core.Timeline).getChildren(false, false, true).length
    const first = scenes()
    expect(first).toBeGreaterThanOrEqual(2)
    // The first slide's scenes played: the layer shows, and its tweens are GSAP's to find.
    await h.run(500)
    expect(h.layer(0, 1)?.style.opacity).toBe('1')
    const [tween] = (parent as gsap.core.Timeline).getChildren(true, true, false)
    expect(gsap.getTweensOf(tween?.targets() ?? [])).toContain(tween)
    // Slides built later put theirs in the same one: the root gains nothing.
    for (let i = 0; i < 3; i++) {
      h.slider.next()
      await h.run(600)
    }
    expect(scenes()).toBeGreaterThan(first)
    expect(rootChildren().slice(before)).toEqual([parent])
  })

  it("keeps the parent while another slider's scene is in it, and drops it with the last", async () => {
    const before = rootChildren().length
    // The first slider's first layer makes the parent, inside that layer's GSAP context.
    const first = await mount(layersModule([[{ id: 1, tl: moves }], [{ id: 2, tl: moves }]]))
    h = await mount(layersModule([[{ id: 3, tl: moves }]]))
    const [parent] = rootChildren().slice(before)
    expect(rootChildren().length).toBe(before + 1)
    // Its layers' contexts go with it; the parent, made outside them, stays with the second's.
    first.cleanup()
    expect(parent?.parent).toBe(gsap.globalTimeline)
    expect((parent as gsap.core.Timeline).getChildren(false, false, true).length).toBeGreaterThan(0)
    await h.run(500)
    expect(h.layer(0, 3)?.style.opacity).toBe('1')
    h.cleanup()
    h = undefined
    expect(rootChildren().length).toBe(before)
    expect(gsap.globalTimeline.getChildren(true, true, true)).toHaveLength(before)
  })

  it('is made again when something else killed it (a site clearing GSAP)', async () => {
    const before = rootChildren().length
    const slide = (id: number) => [{ id, tl: moves }]
    h = await mount(layersModule([slide(1), slide(2), slide(3), slide(4), slide(5)]))
    const [old] = rootChildren().slice(before)
    old?.kill()
    h.slider.next()
    await h.run(600)
    h.slider.next()
    await h.run(600)
    const [made] = rootChildren().slice(before)
    expect(made).toBeDefined()
    expect(made).not.toBe(old)
    expect((made as gsap.core.Timeline).getChildren(false, false, true).length).toBeGreaterThan(0)
  })
})
