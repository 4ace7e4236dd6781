// vitest: fresh modules (the hover chunk arrives once per registry: these tests wait for its first load)
import { gsap } from 'gsap'
import { afterEach, describe, expect, it } from 'vitest'
import { testLayer } from '../test-layers'
import { layersModule, mount } from '../timeline/test-harness'
import { hoverOrigin, hoverVars, svgColour } from './vars'

let h: Awaited<ReturnType<typeof mount>> | undefined
afterEach(() => {
  h?.cleanup()
  h = undefined
})

const hov = {
  u: true,
  color: '#ff0000',
  frame: { x: 10, y: -5, o: 0.5, sX: 1.2, rZ: 15, d: 200 },
}

describe('hover vars (docs/behaviour.md §3 "hover")', () => {
  it('the frame maps to transform and opacity over 300 ms with power3.inOut by default', () => {
    const vars = hoverVars(testLayer({ hov: { u: true, frame: { x: 4 } } }).hover)
    expect(vars).toMatchObject({
      x: 4,
      y: 0,
      scaleX: 1,
      rotation: 0,
      opacity: 1,
      duration: 0.3,
      ease: 'power3.inOut',
    })
    expect(vars.filter).toBeUndefined()
  })
  it('an ease GSAP does not know falls back to power3.inOut; one it knows is kept', () => {
    const known = (name: string) => Boolean(gsap.parseEase(name))
    const vars = (e: string) =>
      hoverVars(
        testLayer({ hov: { u: true, frame: { x: 4, e } } }).hover,
        undefined,
        1,
        undefined,
        known,
      )
    expect(vars('no.such-ease').ease).toBe('power3.inOut')
    expect(vars('power1.out').ease).toBe('power1.out')
  })
  it('colours, background, border colour, radius and filter are set when given; border widths never', () => {
    const layer = testLayer({
      hov: {
        u: true,
        color: '#fff',
        bg: { type: 'solid', string: 'rgba(0,0,0,0.5)' },
        border: { s: 'solid', w: [4, 4, 4, 4], c: '#00f' },
        radius: [5, '10%', 5, 5],
        filter: { blur: 2 },
      },
    })
    const vars = hoverVars(layer.hover)
    expect(vars).toMatchObject({
      color: '#fff',
      backgroundColor: 'rgba(0,0,0,0.5)',
      borderColor: '#00f',
      borderStyle: 'solid',
      borderRadius: '5px 10% 5px 5px',
      filter: 'blur(2px) brightness(100%) grayscale(0%) sepia(0%) invert(0%)',
    })
    expect(vars).not.toHaveProperty('borderWidth')
  })
  it("the frame's px scale with the layer grid", () => {
    const vars = hoverVars(
      testLayer({ hov: { u: true, frame: { x: 10, y: -4 } } }).hover,
      undefined,
      0.5,
    )
    expect([vars.x, vars.y]).toEqual([5, -2])
  })
  it('reads the svg colour and the origin', () => {
    expect(svgColour({ c: '#123' })).toBe('#123')
    expect(svgColour('red')).toBe('red')
    expect(hoverOrigin({ frame: { orig: { x: 0, y: '100%' } } })).toBe('0px 100% 0px')
  })
})

describe('hover requests (docs/behaviour.md §4 "Hover")', () => {
  it('pointer in plays the hover look; pointer out reverses it to idle', async () => {
    h = await mount(layersModule([[{ id: 1, hov }]]))
    const el = h.layer(0, 1) as HTMLElement
    el.dispatchEvent(new Event('pointerenter'))
    await h.run(300)
    expect(el.style.opacity).toBe('0.5')
    expect(el.style.transform).toMatch(/translate\(10px, -5px\).*rotate\(15deg\).*scale\(1\.2, 1\)/)
    el.dispatchEvent(new Event('pointerleave'))
    await h.run(300)
    expect(el.style.opacity).toBe('1')
    expect(el.style.transform).toMatch(/translate\(0(px)?, 0(px)?\)/)
  })
  it('the hover tween is killed when a timeline frame starts', async () => {
    const tl = { scene_1: { content: { all: [{ x: 0 }, { d: 100, x: 50 }] } } }
    h = await mount(layersModule([[{ id: 1, hov, tl }]]))
    const el = h.layer(0, 1) as HTMLElement
    el.dispatchEvent(new Event('pointerenter'))
    await h.run(100)
    h.emit('actions:scene', { scene: 'scene_1', targets: ['1'], element: h.root })
    await h.run(300)
    expect(el.style.transform).toMatch(/translate\(50px, /)
    const opacity = el.style.opacity
    el.dispatchEvent(new Event('pointerleave'))
    await h.run(300)
    // Nothing left to reverse: the killed tween no longer moves the layer.
    expect(el.style.opacity).toBe(opacity)
  })
  it('a layer without hover gets no listener', async () => {
    h = await mount(layersModule([[{ id: 1 }]]))
    const el = h.layer(0, 1) as HTMLElement
    el.dispatchEvent(new Event('pointerenter'))
    await h.run(300)
    expect(el.style.transform).toBe('')
  })
})
