import type { AnyPlugin } from '@strata/core'
import { SCROLL_BASED_ATTRIBUTE } from '@strata/core/page'
import { afterEach, describe, expect, it } from 'vitest'
import { type Harness, harness, translate } from './harness'
import { motionModule } from './test-module'

let h: Harness | undefined
afterEach(() => {
  h?.done()
  h = undefined
})

const move = (target: EventTarget, clientX: number, clientY: number) =>
  target.dispatchEvent(
    new PointerEvent('pointermove', { clientX, clientY, pointerType: 'mouse', bubbles: true }),
  )

describe('mouse parallax (docs/behaviour.md §1 mouse effects)', () => {
  it('moves layers against the pointer by their depth level: level 20 twice as far as level 10', async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    move(h.root, 800, 0)
    await h.tick(32)
    const [nx, ny] = translate(h.wrap('near'))
    const [fx, fy] = translate(h.wrap('far'))
    // Right top edge: x 1, y -1; level 20 moves 20 % of half the module's width and height.
    const half = h.slider.state.height / 2
    expect([nx, ny]).toEqual([-80, 0.2 * half])
    expect([fx, fy]).toEqual([-40, 0.1 * half])
    expect(h.slider.plugin('parallax')?.pointer()).toEqual({ x: 1, y: -1 })
  })

  it('eases there over `speed` ms and leaves the stage in its rest pose when the pointer leaves', async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 400 } }))
    move(h.root, 0, 200)
    await h.tick(48)
    const early = translate(h.wrap('near'))[0] ?? 0
    expect(early).toBeGreaterThan(0)
    expect(early).toBeLessThan(80)
    await h.tick(2000)
    expect(translate(h.wrap('near'))[0]).toBe(80)
    h.root.dispatchEvent(new PointerEvent('pointerleave'))
    await h.tick(1000)
    expect(h.wrap('near').style.transform).toBe('')
    expect(h.wrap('far').style.transform).toBe('')
  })

  it('measures the pointer from the window with orig: page', async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 0, orig: 'page' } }))
    // happy-dom's window is 1024 × 768: its right edge is x 1, its vertical centre y 0.
    move(window, 1024, 384)
    await h.tick(32)
    expect(h.slider.plugin('parallax')?.pointer()).toEqual({ x: 1, y: 0 })
    expect(translate(h.wrap('near'))[0]).toBe(-80)
  })

  it("moves the new slide's layers after a slide change and lets the old slide's go", async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    const old = h.wrap('near')
    move(h.root, 800, 0)
    await h.tick(32)
    expect(old.style.transform).not.toBe('')
    h.slider.next()
    for (let i = 0; i < 200 && h.slider.state.index !== 1; i++) await h.tick(16)
    expect(h.slider.state.index).toBe(1)
    move(h.root, 0, 0)
    await h.tick(64)
    expect(old.style.transform).toBe('')
    expect(translate(h.wrap('near'))[0]).toBe(80)
  })

  it('does nothing with reduced motion', async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }), { reducedMotion: true })
    move(h.root, 800, 0)
    await h.tick(64)
    expect(h.wrap('near').style.transform).toBe('')
  })

  it('puts the layers back at rest when reduced motion turns on', async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    move(h.root, 800, 0)
    await h.tick(32)
    expect(h.wrap('near').style.transform).not.toBe('')
    h.browser.setReducedMotion(true)
    await h.tick(32)
    expect(h.wrap('near').style.transform).toBe('')
  })

  it('ignores the pointer and stops its frame loop while the module is out of view', async () => {
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }))
    h.browser.setInView(false)
    await h.tick(16)
    move(h.root, 800, 0)
    await h.tick(64)
    expect(h.wrap('near').style.transform).toBe('')
  })

  it('does nothing when mod.use is off', async () => {
    h = await harness(motionModule({ mod: { use: false } }))
    move(h.root, 800, 0)
    await h.tick(64)
    expect(h.wrap('near').style.transform).toBe('')
    expect(h.slider.plugin('parallax')).toBeUndefined()
  })
})

describe('3D tilt (docs/behaviour.md §3 mod d3z 65, §9 perspective 600)', () => {
  it('tilts the layer planes towards the pointer with perspective 600 and stands layers out by depth', async () => {
    h = await harness(motionModule({ mod: { use: true, type: '3D', sp: 0 } }))
    move(h.root, 800, 200)
    await h.tick(32)
    const planes = h.wrap('near').closest<HTMLElement>('.strata-layers')
    expect(planes?.style.transform).toBe('perspective(600px) rotateX(0deg) rotateY(10deg)')
    expect(planes?.style.transformStyle).toBe('preserve-3d')
    // The planes tilt; the layers do not slide, they stand level × 65 / 10 px in front, and
    // each plane (far is level 10's, rank 1; near level 20's, rank 2) 15 px more per rank.
    expect(translate(h.wrap('near'))).toEqual([0, 0, 160])
    expect(translate(h.wrap('far'))).toEqual([0, 0, 80])
  })

  it('spaces the planes d3d px apart and casts each standing layer a d3s shadow that slides with the tilt', async () => {
    h = await harness(motionModule({ mod: { use: true, type: '3D', sp: 0, d3d: 40, d3s: 6 } }))
    move(h.root, 400, 200)
    await h.tick(32)
    // Flat (pointer centred): far 65 + 40, near 130 + 80; the shadow falls z × 6 / 30 down.
    expect([translate(h.wrap('far'))[2], translate(h.wrap('near'))[2]]).toEqual([105, 210])
    expect(h.wrap('far').style.filter).toBe('drop-shadow(0px 21px 42px rgba(0, 0, 0, 0.6))')
    move(h.root, 800, 200)
    await h.tick(32)
    // Turned 10° about y: the shadow slides z × tan(10°) across.
    const x = Number(/drop-shadow\(([-\d.]+)px/.exec(h.wrap('far').style.filter)?.[1])
    // 18.51 px to the nearest half pixel.
    expect(x).toBe(18.5)
  })

  it('casts no shadow with d3s 0 (the layers still stand out) and turns the planes back flat when the pointer leaves', async () => {
    h = await harness(motionModule({ mod: { use: true, type: '3D', sp: 0, d3s: 0 } }))
    move(h.root, 800, 200)
    await h.tick(32)
    expect(h.wrap('near').style.filter).toBe('')
    expect(translate(h.wrap('near'))[2]).toBe(160)
    h.root.dispatchEvent(new PointerEvent('pointerleave'))
    await h.tick(32)
    expect(h.wrap('near').closest<HTMLElement>('.strata-layers')?.style.transform).toBe(
      'perspective(600px) rotateX(0deg) rotateY(0deg)',
    )
  })

  it('uses no perspective for an isometric module', async () => {
    h = await harness(
      motionModule({
        general: { perspectiveType: 'isometric' },
        mod: { use: true, type: '3d', sp: 0 },
      }),
    )
    move(h.root, 400, 0)
    await h.tick(32)
    const planes = h.wrap('near').closest<HTMLElement>('.strata-layers')
    expect(planes?.style.transform).toBe('rotateX(10deg) rotateY(0deg)')
  })
})

describe('scroll-based motion (docs/behaviour.md §1, §4, §9)', () => {
  it('moves scroll-modified layers with the module position: full pose entering, rest centred', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }))
    // Scroll offsets are grid px: on screen they scale with the layer grid.
    const scale = h.slider.state.scale
    await h.scrollTo(768)
    expect(h.slider.plugin('parallax')?.progress()).toBe(0)
    expect(translate(h.wrap('drift'))[1]).toBeCloseTo(-100 * scale, 2)
    expect(h.wrap('drift').style.opacity).toBe('0.5')
    await h.scrollTo(184)
    expect(h.slider.plugin('parallax')?.progress()).toBe(0.5)
    expect(h.wrap('drift').style.transform).toBe('')
    expect(h.wrap('drift').style.opacity).toBe('')
  })

  it('measures the pass from ScrollTrigger: 0 entering at the bottom, 0.5 centred, 1 leaving at the top, clamped', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }))
    const pass = () => h?.slider.plugin('parallax')?.progress()
    // Viewport 768 px, module 400 px: the pass spans 1168 px of scroll.
    const at = async (top: number) => {
      await h?.scrollTo(top)
      return pass()
    }
    expect(await at(768)).toBe(0)
    expect(await at(768 - 292)).toBeCloseTo(0.25, 5)
    expect(await at(184)).toBe(0.5)
    expect(await at(-400)).toBe(1)
    expect(await at(-900)).toBe(1)
    expect(await at(1500)).toBe(0)
  })

  it('marks a scroll-based module so core observes it with the -200px margin', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }))
    expect(h.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(true)
    h.done()
    expect(h.root.hasAttribute(SCROLL_BASED_ATTRIBUTE)).toBe(false)
    h = undefined
  })

  it('drives the scroll-based timeline by progress and freezes it at its end once the module is centred', async () => {
    h = await harness(motionModule({ sbt: { use: true } }))
    const scale = h.slider.state.scale
    await h.scrollTo(768)
    expect(translate(h.wrap('drift'))[1]).toBeCloseTo(100 * scale, 2)
    await h.scrollTo(476)
    expect(translate(h.wrap('drift'))[1]).toBeCloseTo(50 * scale, 2)
    await h.scrollTo(184)
    expect(h.wrap('drift').style.transform).toBe('')
    await h.scrollTo(-200)
    expect(h.wrap('drift').style.transform).toBe('')
  })

  it('jumps the scroll-based timeline to its end state with reduced motion', async () => {
    h = await harness(motionModule({ sbt: { use: true } }), { reducedMotion: true })
    await h.scrollTo(768)
    expect(h.wrap('drift').style.transform).toBe('')
    expect(h.wrap('drift').style.opacity).toBe('')
  })
})

describe('motion turned back on', () => {
  it('draws the scroll pose of where the module is when reduced motion turns off', async () => {
    h = await harness(motionModule({ mod: { use: true, type: 'scroll' } }), { reducedMotion: true })
    await h.scrollTo(768)
    expect(h.wrap('drift').style.transform).toBe('')
    h.browser.setReducedMotion(false)
    await h.tick(32)
    expect(translate(h.wrap('drift'))[1]).toBeLessThan(0)
  })
})

describe('destroy', () => {
  it('cancels the new take a rebuilt current slide asked for: no scheduler job is left', async () => {
    let rebuild = () => {}
    const rebuilder: AnyPlugin = {
      name: 'rebuilder',
      options: {},
      setup(ctx) {
        rebuild = () => ctx.rebuildSlide(ctx.state.index)
        return undefined
      },
    }
    h = await harness(motionModule({ mod: { use: true, sp: 0 } }), { plugins: [rebuilder] })
    rebuild()
    h.slider.destroy()
    expect(h.scheduler.size()).toBe(0)
  })
})
