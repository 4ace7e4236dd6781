import { describe, expect, it, vi } from 'vitest'
import { ANNOUNCE_DELAY } from '../a11y/announcer'
import { createSlider } from '../create-slider'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { sampleModule } from '../test-support/fake-browser'
import { settle, useFakePage } from '../test-support/fake-page'
import { slowTransition } from '../test-support/slow-transition'
import type { AnyPlugin } from '../types/plugin'

const page = useFakePage()

/** A 5-slide slider ("Slide 1".."Slide 5", ids '1'..'5') that logs slide events. */
async function make(plugins: AnyPlugin[] = []) {
  const scheduler = createFakeScheduler()
  const slider = createSlider(page.root, { module: sampleModule(5), scheduler, plugins })
  const events: string[] = []
  slider.on('slide:remove', ({ index }) => events.push(`remove ${index}`))
  slider.on('slide:after', ({ index, prevIndex }) => events.push(`after ${prevIndex}->${index}`))
  await slider.ready
  await settle()
  // The neighbours are built in the write after the announcer's delay.
  scheduler.tick(ANNOUNCE_DELAY)
  events.length = 0
  return { slider, events }
}
const current = () => page.root.querySelector<HTMLElement>('.strata-slide[aria-current="true"]')
const titles = (slider: ReturnType<typeof createSlider>) =>
  slider.module?.slides.map((s) => s.title)

describe('slider.removeSlide', () => {
  it('Removing the current slide moves to the next: its element goes, count and events follow', async () => {
    const { slider, events } = await make()
    slider.goTo(2)
    await settle()
    const removed = current()
    events.length = 0
    slider.removeSlide(2)
    await settle()
    expect(events).toEqual(['remove 2', 'after -1->2'])
    expect(removed?.isConnected).toBe(false)
    expect(titles(slider)).toEqual(['Slide 1', 'Slide 2', 'Slide 4', 'Slide 5'])
    expect(slider.state).toMatchObject({ index: 2, count: 4, locked: false })
    expect(current()?.dataset).toMatchObject({ index: '2', slideId: '4' })
    expect(current()?.getAttribute('aria-label')).toBe('3 of 4')
    slider.destroy()
  })

  it('removing the last slide while it is current moves to the first', async () => {
    const { slider } = await make()
    slider.goTo('last')
    await settle()
    slider.removeSlide('5')
    await settle()
    expect(slider.state).toMatchObject({ index: 0, count: 4 })
    expect(current()?.dataset.slideId).toBe('1')
    slider.destroy()
  })

  it('removing another slide (by id) keeps the current one and shifts later indices down', async () => {
    const { slider, events } = await make()
    slider.goTo(3)
    await settle()
    const shown = current()
    events.length = 0
    slider.removeSlide('2')
    await settle()
    expect(events).toEqual(['remove 1'])
    expect(slider.state).toMatchObject({ index: 2, count: 4 })
    expect(current()).toBe(shown)
    expect(shown?.dataset.index).toBe('2')
    expect(shown?.getAttribute('aria-label')).toBe('3 of 4')
    expect(slider.module?.slides.map((s) => s.index)).toEqual([0, 1, 2, 3])
    slider.next()
    await settle()
    expect(current()?.dataset.slideId).toBe('5')
    slider.destroy()
  })

  it('takes an id as the data writes it: the SR7_ prefix and numeric suffix cut, spaces trimmed', async () => {
    const { slider, events } = await make()
    slider.removeSlide(' SR7_4_1 ')
    await settle()
    expect(events).toEqual(['remove 3'])
    expect(titles(slider)).toEqual(['Slide 1', 'Slide 2', 'Slide 3', 'Slide 5'])
    slider.destroy()
  })

  it('a removed built slide is released first, so plugins drop what they drew in it', async () => {
    const released: number[] = []
    const watcher: AnyPlugin = {
      name: 'watcher',
      options: {},
      setup: (ctx) => ({ destroy: ctx.on('slide:release', (e) => released.push(e.index)) }),
    }
    const { slider } = await make([watcher])
    // Slides 4, 0 and 1 are built around the first one.
    slider.removeSlide(1)
    await settle()
    expect(released).toContain(1)
    expect(page.root.querySelectorAll('.strata-slide[data-slide-id="2"]')).toHaveLength(0)
    slider.destroy()
  })

  it('waits for a running slide change to end before taking the slide out', async () => {
    const { plugin: slow, finish } = slowTransition()
    const { slider, events } = await make([slow])
    slider.next()
    await settle()
    slider.removeSlide(1)
    await settle()
    expect(slider.state.count).toBe(5)
    finish()
    await settle()
    await settle()
    expect(events[0]).toBe('after 0->1')
    expect(events[1]).toBe('remove 1')
    expect(slider.state.count).toBe(4)
    expect(current()?.dataset.slideId).toBe('3')
    slider.destroy()
  })

  it('an unknown target is reported and nothing is removed', async () => {
    const { slider, events } = await make()
    slider.removeSlide(9)
    slider.removeSlide('nope')
    await settle()
    expect(events).toEqual([])
    expect(slider.state.count).toBe(5)
    expect(slider.report.map((e) => e.message)).toEqual([
      'no slide matches "9"; nothing removed',
      'no slide matches "nope"; nothing removed',
    ])
    slider.destroy()
  })

  it('removing every slide shows the error slide', async () => {
    const { slider } = await make()
    for (let i = 0; i < 5; i++) slider.removeSlide(0)
    await settle()
    expect(slider.state).toMatchObject({ count: 0, index: -1 })
    // The error slide is a chunk: loaded when first needed, which a cold test run takes longer
    // than one task to transform.
    await vi.waitFor(() => expect(page.root.querySelector('.strata-error-slide')).not.toBeNull())
    slider.destroy()
  })
})
