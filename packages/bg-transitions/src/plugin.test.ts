import { createSlider, type PluginContext, type RawRecord } from '@strata/core'
import {
  createFakeScheduler,
  describePluginContract,
  installFakeBrowser,
} from '@strata/core/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { MOTION_AFTER_READY_MS } from './run/lazy-motion'
import { sizedRoot } from './test-harness'

// The on-demand chunks load once here, so the first slider of a suite does not wait on how
// fast the test runner transforms a module (a site's browser fetches them in `prepare`).
await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

/** The transition layer's slots that show (not hidden themselves). */
const shownSlots = (layer: Element | null | undefined): number =>
  [...(layer?.querySelectorAll<HTMLElement>('.strata-bg-slot') ?? [])].filter(
    (el) => el.style.visibility !== 'hidden',
  ).length

const bgLayer = (n: number, bg: RawRecord = {}): RawRecord => ({
  id: 'bg',
  type: 'shape',
  subtype: 'slidebg',
  bg: { color: ['#c33', '#3c3', '#33c'][n - 1] as string },
  tl: { in: { bg } },
})
const module = (bg: RawRecord = {}): RawRecord => {
  const slides: RawRecord = {}
  for (const n of [1, 2, 3])
    slides[n] = { id: n, slide: { title: `S${n}`, order: n }, layers: { bg: bgLayer(n, bg) } }
  return { id: 'bg', settings: { alias: 'bg' }, slides }
}

describePluginContract('bg-transitions', () => bgTransitions(), {
  module: module({ all: [[], { tr: 'grid10', d: 200 }] }),
})

describe('backgrounds and transitions in a slider', () => {
  let root: HTMLElement
  // happy-dom has no layout and its IntersectionObserver never reports: a 1000 px wide root in view.
  beforeEach(() => {
    installFakeBrowser()
  })
  afterEach(() => {
    root?.remove()
    vi.unstubAllGlobals()
  })

  const start = async (bg: RawRecord, data: RawRecord = module(bg)) => {
    root = sizedRoot()
    const fake = createFakeScheduler()
    const slider = createSlider(root, {
      module: data,
      plugins: [bgTransitions()],
      scheduler: fake,
    })
    for (let i = 0; i < 40 && !slider.state.ready; i++) {
      fake.tick(16)
      await new Promise((r) => setTimeout(r, 0))
    }
    // Past the moment the slide changes' chunk is asked for (run/lazy-motion.ts).
    for (let t = 0; t <= MOTION_AFTER_READY_MS; t += 16) {
      fake.tick(16)
      await new Promise((r) => setTimeout(r, 0))
    }
    return { slider, fake }
  }

  it('draws each built slide’s slidebg layer as its first child, a strata-bg with the colour', async () => {
    const { slider } = await start({})
    const bg = root.querySelector<HTMLElement>('.strata-slide[data-index="0"] > .strata-bg')
    expect(bg?.style.backgroundColor).toMatch(/204, 51, 51|#c33/)
    // It is the slidebg layer as drawn: measured and targeted by that layer's id.
    expect(bg?.dataset.layerId).toBe('bg')
    slider.destroy()
    expect(root.querySelector('.strata-bg')).toBeNull()
  })

  it('hands a background video to the media package: a strata-bg-video box and a bg-transitions:video event', async () => {
    const data = module({})
    const slides = data.slides as Record<string, { layers: { bg: { bg: RawRecord } } }>
    const first = slides[1]
    if (first) first.layers.bg.bg.video = { src: 'clip.mp4', type: 'html5' }
    root = document.createElement('div')
    const seen: string[] = []
    const probe = {
      name: 'probe',
      options: {},
      setup(ctx: PluginContext) {
        const off = ctx.on('bg-transitions:video', (e) =>
          seen.push(`${e.index} ${e.video.src} ${e.element.className}`),
        )
        return { destroy: off }
      },
    }
    document.body.append(root)
    const slider = createSlider(root, {
      module: data,
      plugins: [probe, bgTransitions()],
      scheduler: createFakeScheduler(),
    })
    await new Promise((r) => setTimeout(r, 0))
    expect(seen).toEqual(['0 clip.mp4 strata-bg-video'])
    expect(root.querySelector('.strata-bg > .strata-bg-video')).not.toBeNull()
    slider.destroy()
  })

  it('Ken Burns moves the current background through its pan track over the slide’s length', async () => {
    const data = module({})
    const slides = data.slides as Record<
      string,
      RawRecord & { slide: RawRecord; layers: RawRecord }
    >
    const first = slides[1]
    if (first) {
      first.slide.slideshow = { len: 1000 }
      const layer = first.layers.bg as { tl: { in: RawRecord } }
      // As exports write it: percent, one axis given.
      layer.tl.in.pan = {
        all: [
          { t: 0, sX: '100' },
          { t: 0, sX: '120', e: 'none' },
        ],
      }
    }
    const animate = vi.spyOn(Element.prototype, 'animate')
    const { slider, fake } = await start({}, data)
    slider.pause()
    const bg = root.querySelector<HTMLElement>('.strata-slide[data-index="0"] > .strata-bg')
    for (let t = 0; t < 500; t += 20) fake.tick(20)
    // One browser animation over the slide's length, from 1 to 1.2 on both axes; no script
    // writes a frame of it.
    const runs = animate.mock.calls.filter((_, i) => animate.mock.contexts[i] === bg)
    expect(runs).toHaveLength(1)
    const [frames, timing] = runs[0] as [Keyframe[], KeyframeAnimationOptions]
    const scale = (frame: Keyframe | undefined) =>
      /scale\(([\d.]+), ?([\d.]+)\)/.exec(String(frame?.transform))?.slice(1).map(Number)
    expect([scale(frames[0]), scale(frames.at(-1))]).toEqual([
      [1, 1],
      [1.2, 1.2],
    ])
    expect(timing).toMatchObject({ duration: 1000, fill: 'both' })
    expect(bg?.style.transform).toBe('')
    // At the end of the slide's time the animation goes and its last pose is written inline.
    for (let t = 500; t < 1100; t += 20) fake.tick(20)
    expect(scale({ transform: bg?.style.transform })).toEqual([1.2, 1.2])
    expect(bg?.getAnimations()).toEqual([])
    slider.destroy()
  })

  it('a 10 × 10 slots change shows 200 piece nodes at most + the kept slots, and removes its pieces after (the kept slots hide)', async () => {
    const { slider, fake } = await start({ all: [[], { tr: 'grid10', d: 100, sd: 10 }] })
    const changes: string[] = []
    slider.on('bg-transitions:transition', (e) => changes.push(`${e.name} ${e.duration}`))
    const layer = root.querySelector<HTMLElement>('.strata-bg-transition')
    slider.next()
    await Promise.resolve()
    fake.tick(16)
    expect(layer?.querySelectorAll('*').length).toBeLessThanOrEqual(10 * 10 * 2 + 20)
    // The grid's 100 pieces over the outgoing background; the kept whole piece stays hidden.
    expect(shownSlots(layer)).toBe(101)
    expect(layer?.style.visibility).toBe('')
    fake.tick(600)
    await new Promise((r) => setTimeout(r, 0))
    expect(root.querySelector('.strata-bg-transition')).toBe(layer)
    expect([layer?.style.visibility, layer?.querySelectorAll('*').length]).toEqual(['hidden', 5])
    expect([slider.state.index, slider.state.locked, changes]).toEqual([1, false, ['grid10 100']])
    slider.destroy()
    expect(root.querySelector('.strata-bg-transition')).toBeNull()
  })
})
