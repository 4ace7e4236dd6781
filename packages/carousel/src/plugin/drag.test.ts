import type { AnyPlugin } from '@strata/core'
import { afterEach, describe, expect, it } from 'vitest'
import { mountCarousel, touchPointer } from './test-harness'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let m: Mounted | undefined
afterEach(() => {
  m?.cleanup()
  m = undefined
})

const { fire, rest } = touchPointer()

describe('dragging the strip', () => {
  it('follows the pointer along the axis and snaps to the nearest slide on release', async () => {
    m = await mountCarousel(9)
    const api = m.slider.plugin('carousel')!
    const stage = m.root.querySelector('.strata-stage')!
    const pitch = api.layout().geometry.pitch
    fire(stage, 'pointerdown', 600)
    for (let i = 1; i <= 6; i++) fire(stage, 'pointermove', 600 - 0.1 * pitch * i)
    expect(api.dragging()).toBe(true)
    await m.run(16)
    expect(api.position()).toBeCloseTo(0.6, 6)
    // The current slide follows the nearest one while dragging.
    expect(m.slider.state.index).toBe(1)
    // The pointer rests longer than the velocity window before release: no momentum.
    rest(200)
    fire(stage, 'pointerup', 600 - 0.6 * pitch)
    expect(api.dragging()).toBe(false)
    await m.run(900)
    expect(m.slider.state).toMatchObject({ index: 1, locked: false })
    expect(api.position()).toBe(1)
  })

  it('a move mostly across the axis is left to the page', async () => {
    m = await mountCarousel(9)
    const stage = m.root.querySelector('.strata-stage')!
    fire(stage, 'pointerdown', 600, 100)
    fire(stage, 'pointermove', 602, 140)
    fire(stage, 'pointermove', 560, 160)
    fire(stage, 'pointerup', 560, 160)
    await m.run(32)
    expect(m.slider.plugin('carousel')!.position()).toBe(0)
  })

  it('with @strata/nav swipe on, a drag release never reaches listeners on the stage (no double step)', async () => {
    // What @strata/nav's normaliser makes of `nav.s` (whole-word model), without depending on the package.
    const navSettings: AnyPlugin = {
      name: 'nav-settings',
      options: {},
      normalise: {
        module(_raw, model) {
          Object.assign(model.settings, {
            nav: { swipe: { use: true, desktop: true, tolerance: 5 } },
          })
        },
      },
      setup: () => undefined,
    }
    m = await mountCarousel(9, {}, { plugins: [navSettings] })
    const stage = m.root.querySelector('.strata-stage')!
    let heard = 0
    stage.addEventListener('pointerup', () => heard++)
    fire(stage, 'pointerdown', 600)
    for (let i = 1; i <= 4; i++) fire(stage, 'pointermove', 600 - 40 * i)
    fire(stage, 'pointerup', 440)
    expect(heard).toBe(0)
  })
})
