import { describe, expect, it } from 'vitest'
import { ANNOUNCE_DELAY } from '../a11y/announcer'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import type { AnyPlugin, PluginContext, TransitionRequest } from '../types/plugin'
import type { FakeScheduler } from '../types/scheduler'
import type { Slider } from '../types/slider'

/** Slides built at most with the default window (one either side): the window and three times it. */
const KEEP_BUILT = 12

// docs/behaviour.md §4, step 8: after a change, the hidden neighbours are built and the slides
// that left the window released in the same write as the announcement, 50 ms later; the nearest
// of them stay built, three times as many as the window holds (twelve slides in all).
const page = useFakePage()

/** A slider whose plugin logs builds and releases, with an optional transition of its own. */
async function make(
  settings: Record<string, unknown> = {},
  transition?: (r: TransitionRequest) => Promise<void>,
  count = 10,
) {
  const log: string[] = []
  const watcher: AnyPlugin = {
    name: 'watcher',
    options: {},
    setup: (ctx) => {
      const offs = [
        ctx.on('slide:build', (e) => log.push(`build ${e.index}`)),
        ctx.on('slide:release', (e) => log.push(`release ${e.index}`)),
        ...(transition ? [ctx.addTransition(transition)] : []),
      ]
      return {
        destroy: () => {
          for (const off of offs) off()
        },
      }
    },
  }
  const scheduler = createFakeScheduler()
  const slider = createSlider(page.root, {
    module: sampleModule(count, settings),
    scheduler,
    plugins: [watcher],
  })
  await slider.ready
  scheduler.tick(ANNOUNCE_DELAY)
  log.length = 0
  return { slider, scheduler, log }
}
const built = () =>
  [...page.root.querySelectorAll<HTMLElement>('.strata-slide')].map((el) =>
    Number(el.dataset.index),
  )
const announced = () => page.root.querySelector('.strata-announcer')?.textContent

describe('the slide window after a change', () => {
  it('hides the old slide at once, and builds and releases with the announcement 50 ms later', async () => {
    const { slider, scheduler, log } = await make()
    slider.next()
    await settle()
    expect(slider.state.index).toBe(1)
    const old = page.root.querySelector<HTMLElement>('.strata-slide[data-index="0"]')
    expect(old?.style.visibility).toBe('hidden')
    expect(old?.getAttribute('aria-current')).toBeNull()
    // Slide 2 is not built yet; the announcer still says slide 1.
    expect(log).toEqual([])
    expect(announced()).toBe('1 of 10: Slide 1')
    scheduler.tick(ANNOUNCE_DELAY - 16)
    expect(log).toEqual([])
    scheduler.tick(16)
    // Slide 9 left the window but is one of the nearest: it stays built.
    expect(log).toEqual(['build 2'])
    expect(announced()).toBe('2 of 10: Slide 2')
    expect(built().sort((a, b) => a - b)).toEqual([0, 1, 2, 9])
    slider.destroy()
  })

  it('a jump started before the window is refreshed refreshes first, then builds its slide', async () => {
    let finish = (): void => {}
    const { slider, scheduler, log } = await make({}, async (request) => {
      if (request.to === 5) await new Promise<void>((resolve) => (finish = resolve))
    })
    slider.next()
    await settle()
    slider.goTo(5)
    await settle()
    expect(log).toEqual(['build 2', 'build 5'])
    // Nothing waits while the jump runs, so slide 5 is never released mid-way.
    scheduler.tick(ANNOUNCE_DELAY * 2)
    expect(log).toHaveLength(2)
    finish()
    await settle()
    scheduler.tick(ANNOUNCE_DELAY)
    expect(slider.state.index).toBe(5)
    // The window 4, 5, 6, and every slide built before: seven are fewer than KEEP_BUILT.
    expect(log.slice(2)).toEqual(['build 6', 'build 4'])
    expect(built().sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 9])
    slider.destroy()
  })

  it('a carousel builds at once, since it shows the slides it builds', async () => {
    const { slider, log } = await make({ type: 'carousel' })
    slider.next()
    await settle()
    expect(log).toContain('build 2')
    slider.destroy()
  })

  it('a carousel keeps the slides that left its window too: a step back builds nothing', async () => {
    const { slider, log } = await make({ type: 'carousel' }, undefined, 30)
    for (let i = 0; i < 5; i++) {
      slider.next()
      await settle()
    }
    // Slide 5 is current with the window of one either side: 0 to 6 built, none released.
    expect(log.filter((l) => l.startsWith('release'))).toEqual([])
    expect(built().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 29])
    log.length = 0
    for (let i = 0; i < 5; i++) {
      slider.prev()
      await settle()
    }
    expect(log).toEqual([])
    slider.destroy()
  })

  it('destroy before the window is refreshed leaves no job behind', async () => {
    const { slider, scheduler, log } = await make()
    slider.next()
    await settle()
    slider.destroy()
    expect(scheduler.size()).toBe(0)
    scheduler.tick(ANNOUNCE_DELAY)
    expect(log).toEqual([])
  })
})

describe('changes back to back (within the announcer delay)', () => {
  it('the next change runs the waiting refresh at its start, so slides are still released', async () => {
    const { slider, scheduler, log } = await make({}, undefined, 30)
    for (let i = 0; i < 14; i++) {
      slider.next()
      await settle()
    }
    // Each change refreshed the window as it started: slides 2 to 14 were built, and the farthest
    // of those built before went once there were more than KEEP_BUILT (29, behind the first).
    expect(log.filter((l) => l.startsWith('build'))).toHaveLength(13)
    expect(log.filter((l) => l.startsWith('release'))).toEqual([
      'release 29',
      'release 0',
      'release 1',
      'release 2',
    ])
    scheduler.tick(ANNOUNCE_DELAY)
    expect(log.slice(-2)).toEqual(['release 3', 'build 15'])
    // The window (13, 14, 15) and the nearest others: the DOM never holds more than KEEP_BUILT.
    expect(built().sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    expect(built()).toHaveLength(KEEP_BUILT)
    slider.destroy()
  })

  it('a slide left before its announcement is not announced; the one landed on is', async () => {
    const { slider, scheduler } = await make()
    const said: string[] = []
    const region = page.root.querySelector('.strata-announcer') as HTMLElement
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
    })
    slider.next()
    await settle()
    slider.next()
    await settle()
    scheduler.tick(ANNOUNCE_DELAY)
    await settle()
    expect(said.filter(Boolean)).toEqual(['3 of 10: Slide 3'])
    slider.destroy()
  })
})

/** Changes slide `times` times, each change's window refresh (50 ms later) run before the next. */
const walker =
  (slider: Slider, scheduler: FakeScheduler) =>
  async (way: 'next' | 'prev', times: number): Promise<void> => {
    for (let i = 0; i < times; i++) {
      slider[way]()
      await settle()
      scheduler.tick(ANNOUNCE_DELAY)
    }
  }

describe('slides that left the window stay built while they are among the nearest', () => {
  it('steps back build nothing; slides further away are released', async () => {
    const { slider, scheduler, log } = await make({}, undefined, 30)
    const walk = walker(slider, scheduler)
    await walk('next', 12)
    expect(slider.state.index).toBe(12)
    expect(log.filter((l) => l.startsWith('release'))).toEqual([
      'release 29',
      'release 0',
      'release 1',
    ])
    log.length = 0
    await walk('prev', 9)
    // 11 down to 3 were kept: going back to them built nothing, and nothing had to go.
    expect(slider.state.index).toBe(3)
    expect(log).toEqual([])
    expect(built().sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    // One more step back needs slide 1 again: the farthest (13) goes for it.
    await walk('prev', 1)
    expect(log).toEqual(['release 13', 'build 1'])
    slider.destroy()
  })

  it('a module of up to KEEP_BUILT slides, going round, builds each slide once', async () => {
    const { slider, scheduler, log } = await make({}, undefined, KEEP_BUILT)
    await walker(slider, scheduler)('next', 3 * KEEP_BUILT)
    // Slides 0, 1 and 11 were built for the first paint; each other one once, on the first round.
    expect(log).toEqual([
      'build 2',
      'build 3',
      'build 4',
      'build 5',
      'build 6',
      'build 7',
      'build 8',
      'build 9',
      'build 10',
    ])
    expect(built()).toHaveLength(KEEP_BUILT)
    slider.destroy()
  })

  it('one slide more, going round, builds again only the few slides that went', async () => {
    const { slider, scheduler, log } = await make({}, undefined, KEEP_BUILT + 1)
    const walk = walker(slider, scheduler)
    await walk('next', KEEP_BUILT + 1)
    log.length = 0
    // A second round: the slide released is the one farthest round the ring, needed again only
    // half a round later, so two slides are built again (with six kept, a module of 10 slides
    // built one at every change).
    await walk('next', KEEP_BUILT + 1)
    expect(log.filter((l) => l.startsWith('build'))).toEqual(['build 4', 'build 10'])
    expect(built()).toHaveLength(KEEP_BUILT)
    slider.destroy()
  })
})

describe('a released slide keeps nothing of its layers', () => {
  it('its layers are read again when it is built again; kept slides keep theirs', async () => {
    const reads: string[] = []
    let context: PluginContext | undefined
    const reader: AnyPlugin = {
      name: 'reader',
      options: {},
      // A layer part: counts each slide's reads of its layers (a new list each read).
      normalise: {
        layers: (slide) => {
          reads.push(slide.id)
          return []
        },
      },
      setup: (ctx) => {
        context = ctx
        // As a layer plugin does: a slide built reads its layers.
        const off = ctx.on('slide:build', (e) => void ctx.layers(e.index))
        return { destroy: off }
      },
    }
    const scheduler = createFakeScheduler()
    const slider = createSlider(page.root, {
      module: sampleModule(30),
      scheduler,
      plugins: [reader],
    })
    await slider.ready
    scheduler.tick(ANNOUNCE_DELAY)
    const first = { 1: context?.layers(1), 2: context?.layers(2) }
    const walk = walker(slider, scheduler)
    await walk('next', 12)
    // Slides 29, 0 and 1 were released on the way (see above); 2 to 13 are kept.
    const ids = Object.keys(sampleModule(30).slides as object)
    const readsOf = (index: number) => reads.filter((r) => r === ids[index]).length
    expect(readsOf(1)).toBe(1)
    await walk('prev', 11)
    // Back at slide 1: released on the way, so its layers were read again (a new list); slide 2
    // stayed built, and its layers with it (read once, the same list).
    expect(slider.state.index).toBe(1)
    expect(readsOf(1)).toBe(2)
    expect(context?.layers(1)).not.toBe(first[1])
    expect(readsOf(2)).toBe(1)
    expect(context?.layers(2)).toBe(first[2])
    slider.destroy()
  })
})
