import { createSlider, type RawRecord } from '@strata/core'
import { createFakeScheduler } from '@strata/core/testing'
import { describe, expect, it, vi } from 'vitest'
import * as d3Chunk from './families/d3'
import { FAMILY_CHUNKS } from './families/families'
import { bgTransitions } from './plugin'
import { MOTION_AFTER_READY_MS } from './run/lazy-motion'
import { fakeBrowserPerTest } from './test-harness'

// Loaded once, so a slider's first change does not wait on how fast the runner transforms it.
await Promise.all(Object.values(FAMILY_CHUNKS).map((load) => load()))

/** Three slides whose slidebg layers all run `tr`. */
const module = (tr: string): RawRecord => {
  const slides: RawRecord = {}
  for (const n of [1, 2, 3]) {
    const bg = {
      id: 'bg',
      subtype: 'slidebg',
      bg: { color: '#333' },
      tl: { in: { bg: { all: [[], { tr, d: 100 }] } } },
    }
    slides[n] = { id: n, slide: { order: n }, layers: { bg } }
  }
  return { id: 'm', settings: { alias: 'm' }, slides }
}

describe('the kept transition layer and on-demand families', () => {
  const mount = fakeBrowserPerTest()
  let root: HTMLElement

  const start = async (data: RawRecord, plugin = bgTransitions()) => {
    root = mount()
    const fake = createFakeScheduler()
    const slider = createSlider(root, { module: data, plugins: [plugin], scheduler: fake })
    const names: string[] = []
    slider.on('bg-transitions:transition', (e) => names.push(e.name))
    const settle = async () => {
      for (let i = 0; i < 60 && (!slider.state.ready || slider.state.locked); i++) {
        fake.tick(16)
        await new Promise((r) => setTimeout(r, 0))
      }
    }
    await settle()
    // Past the moment the slide changes' chunk is asked for (run/lazy-motion.ts).
    for (let t = 0; t <= MOTION_AFTER_READY_MS; t += 16) {
      fake.tick(16)
      await new Promise((r) => setTimeout(r, 0))
    }
    return { slider, fake, names, settle }
  }

  it('the slots are made once and kept: the same elements run every change, hidden at rest, no node added or removed', async () => {
    const { slider, fake, names, settle } = await start(module('cube'))
    const layer = root.querySelector<HTMLElement>('.strata-bg-transition')
    const slots = [...(layer?.querySelectorAll('*') ?? [])]
    expect([layer?.style.visibility, slots.length]).toEqual(['hidden', 5])
    const added: Node[] = []
    new MutationObserver((records) => {
      for (const r of records) added.push(...r.addedNodes, ...r.removedNodes)
    }).observe(root.querySelector('.strata-slides') as Node, { childList: true, subtree: true })
    slider.next()
    await Promise.resolve()
    fake.tick(16)
    // Shown while it runs: the outgoing face over its black base, the incoming one turning in.
    expect(layer?.style.visibility).toBe('')
    expect(layer?.style.backgroundColor).toMatch(/#000|rgb\(0, 0, 0\)/)
    await settle()
    slider.next()
    await settle()
    expect(names).toEqual(['cube', 'cube'])
    expect(root.querySelector('.strata-bg-transition')).toBe(layer)
    expect([...(layer?.querySelectorAll('*') ?? [])]).toEqual(slots)
    expect(layer?.style.visibility).toBe('hidden')
    await Promise.resolve()
    expect(added.filter((n) => layer?.contains(n) || n === layer)).toEqual([])
    slider.destroy()
    expect(root.querySelector('.strata-bg-transition')).toBeNull()
  })

  it('a fade-only module never loads the 3D chunk; a cube module loads it before it is ready', async () => {
    const load = vi.spyOn(FAMILY_CHUNKS, 'd3')
    const grid = vi.spyOn(FAMILY_CHUNKS, 'grid')
    const fade = await start(module('fade'))
    fade.slider.next()
    await fade.settle()
    expect([fade.names, load.mock.calls.length, grid.mock.calls.length]).toEqual([['fade'], 0, 0])
    fade.slider.destroy()
    root.remove()
    const cube = await start(module('cube'))
    expect(load).toHaveBeenCalledTimes(1)
    cube.slider.next()
    await cube.settle()
    expect([cube.names, load.mock.calls.length, grid.mock.calls.length]).toEqual([['cube'], 1, 0])
    cube.slider.destroy()
  })

  it('of a long module, prepare loads only what its first slides need; a later one loads as it is built', async () => {
    const load = vi.spyOn(FAMILY_CHUNKS, 'd3')
    // 20 slides fading, slide 12 turning in as a cube: prepare looks at slides 1–8 and 20.
    const data = module('fade')
    const slides = data.slides as RawRecord
    for (let n = 4; n <= 20; n++)
      slides[n] = { ...(slides[1] as RawRecord), id: n, slide: { order: n } }
    slides[12] = {
      ...((module('cube').slides as RawRecord)[1] as RawRecord),
      id: 12,
      slide: { order: 12 },
    }
    const { slider, settle, names, fake } = await start(data)
    // Past the change: the neighbours are built a moment after it.
    const rest = async () => {
      await settle()
      for (let i = 0; i < 10; i++) {
        fake.tick(16)
        await new Promise((r) => setTimeout(r, 0))
      }
    }
    await rest()
    expect(load).not.toHaveBeenCalled()
    slider.goTo(9)
    await rest()
    expect(load).not.toHaveBeenCalled()
    // Slide 11 shown: its neighbour 12 is built, and the cube's chunk asked for then.
    slider.goTo(10)
    await rest()
    expect(load).toHaveBeenCalledTimes(1)
    slider.next()
    await settle()
    expect(names.at(-1)).toBe('cube')
    expect(load).toHaveBeenCalledTimes(1)
    slider.destroy()
  })

  it('a 3D transition first asked for at run time (set) waits for its chunk, then runs', async () => {
    let arrive = (): void => {}
    vi.spyOn(FAMILY_CHUNKS, 'd3').mockImplementation(
      () => new Promise((resolve) => (arrive = () => resolve(d3Chunk))),
    )
    const { slider, names, settle } = await start(module('fade'))
    slider.plugin('bg-transitions')?.set({ transition: 'turn' })
    slider.next()
    await settle()
    // Still waiting: the change has not begun its transition.
    expect([names, slider.state.index]).toEqual([[], 0])
    arrive()
    await settle()
    expect([names, slider.state.index]).toEqual([['turn'], 1])
    slider.destroy()
  })

  it('a chunk that fails to load: that change is a fade, with a report entry naming the transition', async () => {
    vi.spyOn(FAMILY_CHUNKS, 'grid').mockRejectedValue(new Error('offline'))
    const { slider, names, settle } = await start(module('fade'))
    slider.plugin('bg-transitions')?.set({ transition: 'boxes' })
    slider.next()
    await settle()
    expect([names, slider.state.index]).toEqual([['fade'], 1])
    // Under the plugin: `set()` gave the transition, not the slide's data.
    expect(slider.report).toContainEqual({
      path: 'plugins.bg-transitions.transition',
      message: '"boxes" could not be loaded (offline); using a fade',
    })
    slider.destroy()
  })
})
