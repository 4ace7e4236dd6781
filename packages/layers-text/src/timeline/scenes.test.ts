import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { layersModule, mount } from './test-harness'

const fade = {
  in: {
    content: {
      all: [
        { t: 0, d: 0, x: 0, y: 50, o: 0 },
        { t: 100, d: 300, y: 0, o: 1 },
      ],
    },
  },
  out: {
    content: {
      all: [
        { t: 0, d: 0, o: 'inherit' },
        { t: 0, d: 200, o: 0 },
      ],
    },
  },
}
let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

const opacity = (el: HTMLElement | null) => Number(el?.style.opacity)

describe('scenes (docs/behaviour.md §4 "Layer scenes")', () => {
  it("the first slide's layers wait in their from state, then play in to their keyframes", async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 1, tl: fade }]]))
    const el = h.layer(0, 1)
    expect(opacity(el)).toBeLessThan(1)
    await h.run(500)
    expect(opacity(el)).toBe(1)
    expect(el?.style.transform).toMatch(/translate\(0(px)?, 0(px)?\)/)
  })

  it('events: enterstage when in frame 1 starts, enteredstage when it ends, leavestage then leftstage for out', async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 2, tl: fade }]]))
    await h.run(500)
    h.slider.next()
    await h.run(1500)
    expect(h.events).toEqual([
      '0:1:enterstage:in.1',
      '0:1:enteredstage:in.1',
      '0:1:leavestage:out.0',
      '0:1:leftstage:out.0',
      '1:2:enterstage:in.1',
      '1:2:enteredstage:in.1',
    ])
  })

  it("an export's out (one keyframe with a duration) fades the layer out over that duration", async () => {
    const out = { content: { all: [{ t: 0, d: 300, e: 'none', x: ['inherit'], o: 0 }] } }
    const tl = { in: fade.in, out }
    h = await mount(layersModule([[{ id: 1, tl }], [{ id: 2, tl }]]))
    await h.run(500)
    const el = h.layer(0, 1)
    h.slider.next()
    await h.run(150)
    // Still leaving, not set to 0 at once (the browser plays the fade between its marks: the
    // e2e reads its opacity part way, fidelity-out.spec.ts).
    expect(h.events).toContain('0:1:leavestage:out.0')
    expect(h.events).not.toContain('0:1:leftstage:out.0')
    expect(opacity(el)).toBeGreaterThan(0.9)
    expect(el?.style.visibility).toBe('')
    await h.run(1500)
    expect(opacity(el)).toBe(0)
    expect(el?.style.visibility).toBe('hidden')
    expect(h.events).toContain('0:1:leftstage:out.0')
  })

  it('later frames fire framestarted and frameended', async () => {
    const tl = {
      in: { content: { all: [{ o: 0 }, { t: 0, d: 100, o: 1 }, { t: 200, d: 100, x: 20 }] } },
    }
    h = await mount(layersModule([[{ id: 1, tl }]]))
    await h.run(600)
    expect(h.events).toEqual([
      '0:1:enterstage:in.1',
      '0:1:enteredstage:in.1',
      '0:1:framestarted:in.2',
      '0:1:frameended:in.2',
    ])
  })

  it('a layer is hidden after its out completes', async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }], [{ id: 2, tl: fade }]]))
    await h.run(500)
    const el = h.layer(0, 1)
    h.slider.next()
    await h.run(1500)
    expect(opacity(el)).toBe(0)
    expect(el?.style.visibility).toBe('hidden')
  })

  it('pointer events are off during the first in frame, then auto when the layer has listeners', async () => {
    const listen = [{ id: 2, tl: fade, actions: [{ a: 'pause', evt: 'click', src: [2] }] }]
    h = await mount(layersModule([[{ id: 1, tl: fade }, ...listen]]))
    const [plain, active] = [h.layer(0, 1), h.layer(0, 2)]
    expect(active?.style.pointerEvents).toBe('none')
    await h.run(500)
    expect(active?.style.pointerEvents).toBe('auto')
    expect(plain?.style.pointerEvents).toBe('')
  })

  it('loop plays after in; playing out pauses it', async () => {
    const tl = {
      ...fade,
      loop: { content: { all: [{ rZ: 0 }, { d: 400, rZ: 10 }, { d: 400, rZ: 0 }] } },
    }
    h = await mount(layersModule([[{ id: 1, tl }], [{ id: 2 }]]))
    const el = h.layer(0, 1)
    await h.run(1400)
    // Played by the browser (loop-plan.ts; its movement is an e2e test's): its frames' events
    // come round each cycle. Stopped by out, it stays where it was.
    const loops = h.events.filter((e) => e.includes('loop'))
    expect(loops).toEqual([
      '0:1:framestarted:loop.1',
      '0:1:frameended:loop.1',
      '0:1:framestarted:loop.2',
      '0:1:frameended:loop.2',
      '0:1:framestarted:loop.1',
    ])
    h.slider.next()
    await h.run(300)
    const frozen = el?.style.transform
    await h.run(300)
    expect(el?.style.transform).toBe(frozen)
  })

  it('a scene_N played beside the loop moves the loop by script again, so both show', async () => {
    const tl = {
      ...fade,
      loop: { content: { all: [{ rZ: 0 }, { d: 400, rZ: 10 }, { d: 400, rZ: 0 }] } },
      scene_1: { content: { all: [{ x: 0 }, { d: 1000, x: 80 }] } },
    }
    h = await mount(layersModule([[{ id: 1, tl }]]))
    const el = h.layer(0, 1)
    await h.run(420)
    h.emit('actions:scene', { scene: 'scene_1', targets: ['1'], element: h.root })
    const rotation = () => Number(/rotate\((-?[\d.]+)deg\)/.exec(el?.style.transform ?? '')?.[1])
    await h.run(64)
    const first = rotation()
    await h.run(64)
    // The loop's rotation moves between its frame events, beside scene_1's translation: the
    // browser's loop would have left it where its last event put it, under scene_1's writes.
    expect(rotation()).not.toBe(first)
    expect(rotation()).toBeGreaterThan(0)
    expect(el?.style.transform).toMatch(/translate(3d)?\((?!0(px)?,)/)
  })

  it('a layer with a hover look moves its loop by script: the hover tween writes the same element', async () => {
    const tl = {
      ...fade,
      loop: { content: { all: [{ rZ: 0 }, { d: 400, rZ: 10 }, { d: 400, rZ: 0 }] } },
    }
    h = await mount(layersModule([[{ id: 1, tl, hov: { u: true, frame: { sX: 1.1, d: 200 } } }]]))
    const el = h.layer(0, 1)
    const rotation = () => Number(/rotate\((-?[\d.]+)deg\)/.exec(el?.style.transform ?? '')?.[1])
    await h.run(500)
    const first = rotation()
    await h.run(64)
    expect(rotation()).toBeGreaterThan(0)
    expect(rotation()).not.toBe(first)
  })

  it("a hover layer's loop on a wrapper of its own (loop track) still plays in the browser", async () => {
    const tl = {
      ...fade,
      loop: { loop: { all: [{ rZ: 0 }, { d: 400, rZ: 10 }, { d: 400, rZ: 0 }] } },
    }
    h = await mount(layersModule([[{ id: 1, tl, hov: { u: true, frame: { sX: 1.1, d: 200 } } }]]))
    const wrap = h.layer(0, 1)?.querySelector<HTMLElement>('.strata-layer-loop')
    const rotation = () => Number(/rotate\((-?[\d.]+)deg\)/.exec(wrap?.style.transform ?? '')?.[1])
    await h.run(500)
    const first = rotation()
    await h.run(64)
    // Brought level only at its frame events (400 ms apart), not every frame.
    expect(rotation()).toBe(first)
    expect(h.events).toContain('0:1:framestarted:loop.1')
  })

  it('scene_N plays on an actions:scene request for its target layers', async () => {
    const tl = { ...fade, scene_1: { content: { all: [{ x: 0 }, { d: 100, x: 80 }] } } }
    h = await mount(
      layersModule([
        [
          { id: 1, tl },
          { id: 2, tl },
        ],
      ]),
    )
    await h.run(500)
    h.events.length = 0
    h.emit('actions:scene', { scene: 'scene_1', targets: ['2'], element: h.root })
    await h.run(200)
    expect(h.layer(0, 2)?.style.transform).toMatch(/translate\(80px, 0(px)?\)/)
    expect(h.layer(0, 1)?.style.transform).toMatch(/translate\(0(px)?, 0(px)?\)/)
    expect(h.events).toEqual(['0:2:framestarted:scene_1.1', '0:2:frameended:scene_1.1'])
  })

  it('playing in stops the other scenes: a running scene_N stops, and in starts from rest', async () => {
    const tl = { ...fade, scene_1: { content: { all: [{ rZ: 0 }, { d: 1000, rZ: 90 }] } } }
    h = await mount(layersModule([[{ id: 1, tl }], [{ id: 2 }]]))
    await h.run(500)
    h.emit('actions:scene', { scene: 'scene_1', targets: ['1'], element: h.root })
    await h.run(200)
    h.slider.next()
    await h.run(50)
    h.slider.prev()
    await h.run(1200)
    const el = h.layer(0, 1)
    // Back on slide 1, in played again from the layer's rest (enter-rest.ts), and the half-done
    // rotation never resumed.
    expect(el && gsap.getProperty(el, 'rotation')).toBe(0)
    expect(h.events.filter((e) => e.includes('scene_1'))).toEqual(['0:1:framestarted:scene_1.1'])
  })

  it("a new device level builds the timelines again: the shown layer rests at that level's values", async () => {
    const tl = {
      in: { content: { all: [{ o: 0 }, { d: 100, o: 1, x: [10, '#a', '#a', '#a', 40] }] } },
    }
    h = await mount(layersModule([[{ id: 1, tl }]]))
    await h.run(300)
    const el = h.layer(0, 1)
    expect(el?.style.transform).toMatch(/translate\(10px, /)
    // 240 px wide: mobile (grid 480), at half scale.
    await h.resize(240)
    expect(h.slider.state).toMatchObject({ level: 4, scale: 0.5 })
    await h.run(32)
    // Mobile's 40 grid px at half scale; no second enterstage.
    expect(el?.style.transform).toMatch(/translate\(20px, /)
    expect(h.events.filter((e) => e.includes('enterstage'))).toHaveLength(1)
  })

  it('reduced motion: in jumps to its end state at once, events still in order', async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }]]), { reducedMotion: true })
    await h.run(32)
    expect(opacity(h.layer(0, 1))).toBe(1)
    expect(h.events).toEqual(['0:1:enterstage:in.1', '0:1:enteredstage:in.1'])
  })

  it("destroy leaves no tween on GSAP's global timeline and the layer as it was", async () => {
    h = await mount(layersModule([[{ id: 1, tl: fade }]]))
    await h.run(200)
    h.cleanup()
    h = undefined
    expect(gsap.globalTimeline.getChildren(true, true, true)).toEqual([])
  })
})
