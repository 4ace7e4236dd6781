import type { RawRecord } from '@strata/core'
import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { layersModule, mount } from './test-harness'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

const x = (el: HTMLElement | null) => Number(el && gsap.getProperty(el, 'x'))
/** An export's `out`: the content fades to 0 over 300 ms. */
const FADE_OUT = { content: { all: [{ o: 'inherit' }, { d: 300, o: 0 }] } }

/** Shows slide 1, goes to slide 2, and back to slide 1; the layer `id` of slide 1 at rest. */
async function backAgain(tl: RawRecord) {
  h = await mount(layersModule([[{ id: 1, tl }], [{ id: 2 }]]))
  await h.run(1500)
  h.slider.goTo(1)
  await h.run(1500)
  h.slider.goTo(0)
  await h.run(1500)
  return h.layer(0, 1)
}

// The first time a slide shows, a layer stands where its `in` leaves it, with nothing another
// scene moved; coming back must draw the same (docs/behaviour.md §4 "Layer scenes").
describe('a slide shown again draws its layers as the first time', () => {
  it('an in of words only, an out of the content: the content is shown again', async () => {
    const el = await backAgain({
      in: {
        words: {
          all: [
            { o: 0, y: 20 },
            { d: 300, sd: 50, o: 1, y: 0 },
          ],
        },
      },
      out: FADE_OUT,
    })
    expect(el?.style.visibility).toBe('')
    expect(el?.style.opacity).toBe('1')
    const words = [...(el?.querySelectorAll<HTMLElement>('span[aria-hidden]') ?? [])]
    // "Layer 1": two words, each at rest.
    expect(words.map((w) => w.style.opacity)).toEqual(['1', '1'])
  })

  it('an out and no in: the layer is shown again, and takes the pointer', async () => {
    const el = await backAgain({ out: FADE_OUT })
    expect(el?.style.visibility).toBe('')
    expect(el?.style.opacity).toBe('1')
    expect(el?.style.pointerEvents).toBe('')
  })

  it('an in of the opacity, an out that moves: the layer is back in its place', async () => {
    const el = await backAgain({
      in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } },
      out: { content: { all: [{ x: 'inherit' }, { d: 300, x: 120, o: 0 }] } },
    })
    expect(x(el)).toBe(0)
    expect(el?.style.opacity).toBe('1')
  })

  it('a scene an action played is undone by the next entry', async () => {
    h = await mount(
      layersModule([
        [
          {
            id: 1,
            tl: {
              in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } },
              scene_1: { content: { all: [{ x: 0 }, { d: 300, x: 80 }] } },
            },
          },
        ],
        [{ id: 2 }],
      ]),
    )
    await h.run(1000)
    h.emit('actions:scene', { scene: 'scene_1', targets: ['1'], element: h.root })
    await h.run(1000)
    expect(x(h.layer(0, 1))).toBe(80)
    h.slider.goTo(1)
    await h.run(1500)
    h.slider.goTo(0)
    await h.run(1500)
    expect(x(h.layer(0, 1))).toBe(0)
  })

  it('two scenes an action played, one after the other: both are undone', async () => {
    h = await mount(
      layersModule([
        [
          {
            id: 1,
            tl: {
              in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } },
              // Each goes from where the layer is: scene_2 starts where scene_1 left it.
              scene_1: { content: { all: [{ d: 300, x: 80 }] } },
              scene_2: { content: { all: [{ d: 300, x: 160 }] } },
            },
          },
        ],
        [{ id: 2 }],
      ]),
    )
    await h.run(1000)
    for (const scene of ['scene_1', 'scene_2']) {
      h.emit('actions:scene', { scene, targets: ['1'], element: h.root })
      await h.run(1000)
    }
    expect(x(h.layer(0, 1))).toBe(160)
    h.slider.goTo(1)
    await h.run(1500)
    h.slider.goTo(0)
    await h.run(1500)
    // Before, each went back to its start in the order the data lists them: scene_2's, 80, last.
    expect(x(h.layer(0, 1))).toBe(0)
  })
})
