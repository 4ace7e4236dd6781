import { describe, expect, it } from 'vitest'
import { ANNOUNCE_DELAY } from '../a11y/announcer'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import type { AnyPlugin, TransitionRequest } from '../types/plugin'

// docs/behaviour.md §4, step 8: after a change, the hidden neighbours are built and the slides
// that left the window released in the same write as the announcement, 50 ms later.
const page = useFakePage()

/** A slider whose plugin logs builds and releases, with an optional transition of its own. */
async function make(
  settings: Record<string, unknown> = {},
  transition?: (r: TransitionRequest) => Promise<void>,
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
    module: sampleModule(10, settings),
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
    // Slide 2 is not built and slide 9 not released yet; the announcer still says slide 1.
    expect(log).toEqual([])
    expect(announced()).toBe('1 of 10: Slide 1')
    scheduler.tick(ANNOUNCE_DELAY - 16)
    expect(log).toEqual([])
    scheduler.tick(16)
    expect(log).toEqual(['release 9', 'build 2'])
    expect(announced()).toBe('2 of 10: Slide 2')
    expect(built().sort((a, b) => a - b)).toEqual([0, 1, 2])
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
    expect(log).toEqual(['release 9', 'build 2', 'build 5'])
    // Nothing waits while the jump runs, so slide 5 is never released mid-way.
    scheduler.tick(ANNOUNCE_DELAY * 2)
    expect(log).toHaveLength(3)
    finish()
    await settle()
    scheduler.tick(ANNOUNCE_DELAY)
    expect(slider.state.index).toBe(5)
    expect(built().sort((a, b) => a - b)).toEqual([4, 5, 6])
    slider.destroy()
  })

  it('a carousel builds at once, since it shows the slides it builds', async () => {
    const { slider, log } = await make({ type: 'carousel' })
    slider.next()
    await settle()
    expect(log).toContain('build 2')
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
    const { slider, scheduler, log } = await make()
    for (let i = 0; i < 4; i++) {
      slider.next()
      await settle()
    }
    // Each change released the slide behind the window as it started: the DOM stays three slides.
    expect(log).toEqual(['release 9', 'build 2', 'release 0', 'build 3', 'release 1', 'build 4'])
    scheduler.tick(ANNOUNCE_DELAY)
    expect(built().sort((a, b) => a - b)).toEqual([3, 4, 5])
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
