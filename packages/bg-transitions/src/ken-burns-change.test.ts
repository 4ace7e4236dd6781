import { type AnyPlugin, createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler, installFakeBrowser } from '@strata/core/testing'
import { describe, expect, it } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { fakeBrowserPerTest } from './test-harness'

await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

/** Three slides changing with a 100 ms fade; the first pans (zoom and blur) over its 1000 ms. */
function module(): RawRecord {
  const slides: RawRecord = {}
  for (const n of [1, 2, 3]) {
    const tl: RawRecord = { bg: { all: [[], { tr: 'fade', d: 100 }] } }
    if (n === 1) tl.pan = { all: [{ sX: '100' }, { sX: '120', blur: 4, e: 'none' }] }
    const bg = { id: 'bg', subtype: 'slidebg', bg: { color: '#333' }, tl: { in: tl } }
    slides[n] = { id: n, slide: { order: n, slideshow: { len: 1000 } }, layers: { bg } }
  }
  return { id: 'kb', settings: { alias: 'kb', slideshow: { navDelay: 0 } }, slides }
}

const mount = fakeBrowserPerTest()

/** The slider, stopped once its first slide shows; `more`: plugins beside bgTransitions(). */
async function start(...more: AnyPlugin[]) {
  const root = mount()
  const fake = createFakeScheduler()
  const slider = createSlider(root, {
    module: module(),
    plugins: [bgTransitions(), ...more],
    scheduler: fake,
  })
  const run = async (ms: number) => {
    for (let t = 0; t < ms; t += 16) {
      fake.tick(16)
      await new Promise((done) => setTimeout(done, 0))
    }
  }
  await run(100)
  slider.pause()
  const bg = root.querySelector<HTMLElement>('.strata-slide[data-index="0"] > .strata-bg')
  const layer = root.querySelector<HTMLElement>('.strata-bg-transition')
  return { slider, run, bg, layer, root }
}

// docs/data-format/bg-transitions.md "Ken Burns": a change that starts mid-pan starts from where
// the pan is.
describe('Ken Burns across slide changes', () => {
  it('the outgoing copy keeps the pan’s blur as well as its transform', async () => {
    const { slider, run, bg, layer } = await start()
    // The pan has ended: its last pose (zoomed, blurred) is inline.
    await run(1200)
    expect(bg?.style.filter).toMatch(/blur\(4px\)/)
    slider.next()
    await run(32)
    const out = layer?.querySelector<HTMLElement>('.strata-bg-out > .strata-bg-slot-inner')
    expect(layer?.style.visibility).toBe('')
    expect([out?.style.transform, out?.style.filter]).toEqual([
      bg?.style.transform,
      bg?.style.filter,
    ])
    slider.destroy()
  })

  it('a background shown again is revealed as its change drew it, not in the pose its last pan left', async () => {
    const { slider, run, bg, layer } = await start()
    await run(1200)
    expect(bg?.style.transform).toMatch(/scale\(1\.2/)
    slider.next()
    await run(300)
    // Back to the first slide: when the change ends (the transition layer hides), its
    // background shows as the change's incoming piece did, at rest.
    const seen: (string | undefined)[] = []
    slider.on('slide:after', () =>
      seen.push(layer?.style.visibility, bg?.style.transform, bg?.style.filter),
    )
    slider.goTo(0)
    await run(300)
    // At rest, written neutral rather than taken away (no layout for a changed containing box).
    expect(seen).toEqual(['hidden', 'translate3d(0px, 0px, 0px)', 'blur(0px)'])
    slider.destroy()
  })
})

describe('Ken Burns and reduced motion', () => {
  it('a pan stops when the visitor turns reduced motion on while it runs', async () => {
    const browser = installFakeBrowser()
    const { slider, run, bg } = await start()
    await run(200)
    expect(bg?.getAnimations()).toHaveLength(1)
    browser.setReducedMotion(true)
    await run(32)
    expect(bg?.getAnimations()).toEqual([])
    slider.destroy()
  })
})

describe('Ken Burns on a slide built again while it shows', () => {
  it('the new background pans, the old one stops (lazy layers, or markup cleaned later)', async () => {
    let rebuild = () => {}
    const { slider, run, root } = await start({
      name: 'rebuilder',
      options: {},
      setup(ctx) {
        rebuild = () => ctx.rebuildSlide(ctx.state.index)
        return undefined
      },
    })
    const old = root.querySelector<HTMLElement>('.strata-slide[data-index="0"] > .strata-bg')
    expect(old?.getAnimations()).toHaveLength(1)
    rebuild()
    await run(32)
    const bg = root.querySelector<HTMLElement>('.strata-slide[data-index="0"] > .strata-bg')
    expect(bg).not.toBe(old)
    expect(bg?.getAnimations()).toHaveLength(1)
    expect(old?.getAnimations()).toEqual([])
    slider.destroy()
  })
})
