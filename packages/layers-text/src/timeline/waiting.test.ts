import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { layersModule, mount } from './test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

/** As the exports write a layer that enters on a click elsewhere: its "from" frame waits. */
const waitsFirst = {
  in: {
    content: {
      all: [
        { t: 'w0', d: 0, f: 0, o: 0 },
        { t: 0, d: 300, f: 300, o: 1 },
      ],
    },
  },
}
/** Enters, then waits before its frame 2 (a move right). */
const waitsLater = {
  in: {
    content: {
      all: [
        { t: 0, d: 0, o: 0 },
        { t: 0, d: 200, o: 1 },
        { t: 'w300', d: 200, x: 100 },
      ],
    },
  },
}
const opacity = (el: HTMLElement | null) => Number(el?.style.opacity || 1)
const scene = (targets: string[]) => ({ scene: 'in', targets, element: document.body })

describe('waiting frames (t "w<n>": the frame waits for an action or a listener)', () => {
  it('a layer whose "from" frame waits stays hidden at rest, with no report, and no enterstage', async () => {
    h = await mount(layersModule([[{ id: 1, tl: waitsFirst }, { id: 2 }]]))
    await h.run(2000)
    expect(h.layer(0, 1)?.style.visibility).toBe('hidden')
    expect(h.slider.report).toEqual([])
    expect(h.events).toEqual([])
  })

  it('an action playing its in is the trigger: the layer then enters', async () => {
    h = await mount(layersModule([[{ id: 1, tl: waitsFirst }]]))
    await h.run(500)
    h.emit('actions:scene', scene(['1']))
    await h.run(500)
    const el = h.layer(0, 1)
    expect(el?.style.visibility).toBe('')
    expect(opacity(el)).toBe(1)
    expect(h.events).toEqual(['0:1:enterstage:in.1', '0:1:enteredstage:in.1'])
  })

  it('a later waiting frame: the frames before it play, the layer keeps that state until triggered', async () => {
    h = await mount(layersModule([[{ id: 1, tl: waitsLater }]]))
    await h.run(1500)
    const el = h.layer(0, 1)
    expect([el?.style.visibility, opacity(el)]).toEqual(['', 1])
    expect(el?.style.transform ?? '').not.toMatch(/translate\((?!0)/)
    h.emit('actions:scene', scene(['1']))
    await h.run(400)
    expect(el?.style.transform).toMatch(/translate\(100px, /)
    expect(h.events).toContain('0:1:frameended:in.2')
  })

  it('a new device level keeps a waiting layer waiting (hidden), not at the end of its in', async () => {
    h = await mount(layersModule([[{ id: 1, tl: waitsFirst }]]))
    await h.run(500)
    await h.resize(240)
    await h.run(100)
    expect(h.layer(0, 1)?.style.visibility).toBe('hidden')
  })

  it('a new device level draws a waiting layer\'s "from" frame at that level, then it enters from there', async () => {
    const fromBelow = {
      in: {
        content: {
          all: [
            { t: 'w0', d: 0, f: 0, o: 0, y: [100, '#a', '#a', '#a', 300] },
            { t: 0, d: 300, f: 300, o: 1, y: 0 },
          ],
        },
      },
    }
    h = await mount(layersModule([[{ id: 1, tl: fromBelow }]]))
    await h.run(500)
    const el = h.layer(0, 1) as HTMLElement
    expect(gsap.getProperty(el, 'y')).toBe(100)
    // Mobile at half scale: its 300 grid px (a timeline built again sits at 0, which drew
    // nothing: the layer stayed where the layout puts it).
    await h.resize(240)
    await h.run(100)
    expect([el.style.visibility, gsap.getProperty(el, 'y')]).toEqual(['hidden', 150])
    h.emit('actions:scene', scene(['1']))
    await h.run(32)
    expect(Number(gsap.getProperty(el, 'y'))).toBeGreaterThan(100)
    await h.run(400)
    expect([el.style.visibility, gsap.getProperty(el, 'y')]).toEqual(['', 0])
  })

  it('the slide shown again: the layer waits again', async () => {
    h = await mount(layersModule([[{ id: 1, tl: waitsFirst }], [{ id: 2 }]]))
    await h.run(300)
    h.emit('actions:scene', scene(['1']))
    await h.run(500)
    h.slider.next()
    await h.run(1500)
    h.slider.prev()
    await h.run(1500)
    expect(h.layer(0, 1)?.style.visibility).toBe('hidden')
  })

  it('reduced motion: a waiting layer still waits; triggered, it jumps to its end', async () => {
    h = await mount(layersModule([[{ id: 1, tl: waitsFirst }]]), { reducedMotion: true })
    await h.run(100)
    const el = h.layer(0, 1)
    expect(el?.style.visibility).toBe('hidden')
    h.emit('actions:scene', scene(['1']))
    await h.run(32)
    expect([el?.style.visibility, opacity(el)]).toEqual(['', 1])
  })
})
