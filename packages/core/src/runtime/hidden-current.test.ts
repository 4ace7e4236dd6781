import { describe, expect, it } from 'vitest'
import { openHiding, useSizedRoot } from '../test-support/sized-root'
import { slowTransition } from '../test-support/slow-transition'

const sized = useSizedRoot(1300)
const open = (hidden: string[], options?: Parameters<typeof openHiding>[2]) =>
  openHiding(sized, hidden, options)

describe('a current slide the new device level hides gives way to a navigable one', () => {
  it('one navigable slide left: it shows at once and stays, the hidden slide goes', async () => {
    const { slider, shown, resize, settle } = await open(['1', '2'])
    expect(slider.state.index).toBe(0)
    resize(400)
    await settle()
    expect(slider.state.level).toBe(4)
    expect(shown).toEqual([2])
    expect(slider.state.index).toBe(2)
    expect(sized.root.querySelector('[data-index="0"]')?.getAttribute('aria-hidden')).not.toBe(
      'false',
    )
    // Not a visitor's move: the slideshow is not paused by it, and the module reports nothing.
    expect(slider.state.pauseReasons).toEqual([])
    expect(slider.report).toEqual([])
    await settle(5000)
    expect(shown).toEqual([2])
    slider.destroy()
  })

  it('two navigable slides left: the next one after it shows at once, then they rotate', async () => {
    const { slider, shown, resize, settle } = await open(['1'])
    await settle(500)
    resize(400)
    await settle()
    expect(shown).toEqual([1])
    await settle(1100)
    expect(shown).toEqual([1, 2])
    // The hidden slide is passed over going round.
    await settle(1100)
    expect(shown).toEqual([1, 2, 1])
    expect(slider.state.slideshow).toBe('running')
    slider.destroy()
  })

  it('the next navigable slide in play order, wrapping past the last', async () => {
    // Four slides, the third and fourth hide on mobile: from the fourth, the first comes next.
    const { slider, shown, resize, settle } = await open(['3', '4'], { count: 4, first: 4 })
    expect(slider.state.index).toBe(3)
    resize(400)
    await settle()
    expect(shown).toEqual([0])
    slider.destroy()
  })

  it('opened at the mobile level, the first slide shown has its whole time', async () => {
    const { slider, shown, settle } = await open(['1'], { start: 400 })
    expect(slider.state.index).toBe(1)
    await settle(900)
    expect(shown).toEqual([])
    await settle(200)
    expect(shown).toEqual([2])
    slider.destroy()
  })

  it('a current slide still navigable at the new level stays', async () => {
    const { slider, shown, resize, settle } = await open(['2'])
    resize(400)
    await settle()
    expect(shown).toEqual([])
    expect(slider.state.index).toBe(0)
    slider.destroy()
  })

  it('with no navigable slide at the new level, the shown slide stays and nothing is reported', async () => {
    const { slider, shown, resize, settle } = await open(['1', '2', '3'])
    resize(400)
    await settle(3000)
    expect(shown).toEqual([])
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual([])
    expect(sized.root.querySelector('.strata-error-slide')).toBeNull()
    slider.destroy()
  })

  it('narrowed during a change, the slide it arrives at is checked: a navigable one stays', async () => {
    const { plugin: slow, finish } = slowTransition()
    const { slider, shown, resize, settle } = await open(['1'], { plugins: [slow] })
    const started: number[] = []
    slider.on('slide:before', ({ to }) => started.push(to))
    slider.next()
    resize(400)
    finish()
    await settle()
    expect(shown).toEqual([1])
    // Slide 2 has its whole time: the hidden slide 1 it left does not push it on.
    await settle(900)
    expect(started).toEqual([1])
    await settle(200)
    expect(started).toEqual([1, 2])
    slider.destroy()
  })

  it('narrowed during a change to a slide the new level hides, it moves on from that one', async () => {
    const { plugin: slow, finish } = slowTransition()
    const { slider, shown, resize, settle } = await open(['2', '3'], { plugins: [slow] })
    slider.next()
    resize(400)
    finish()
    await settle()
    await settle()
    finish()
    await settle()
    expect(shown).toEqual([1, 0])
    expect(slider.state.index).toBe(0)
    slider.destroy()
  })
})

describe('a slide past its hideAfterLoops', () => {
  it('the wrap that ends its loop still gives it its time: only a new level makes it give way', async () => {
    const { slider, shown, settle } = await open([], { hal: '1' })
    for (let i = 0; i < 3; i++) await settle(1000)
    expect(shown).toEqual([1, 2, 0])
    expect(slider.state.loops).toBe(1)
    await settle(900)
    expect(shown).toEqual([1, 2, 0])
    await settle(100)
    expect(shown).toEqual([1, 2, 0, 1])
    slider.destroy()
  })
})

describe('a slide past its hideAfterLoops, and a width change', () => {
  it('a width change that keeps the level leaves it its time', async () => {
    const { slider, shown, resize, settle } = await open([], { hal: '1' })
    for (let i = 0; i < 3; i++) await settle(1000)
    expect(shown).toEqual([1, 2, 0])
    const level = slider.state.level
    const width = slider.state.width
    // 110 ms of its time go by in the resize's settling.
    resize(1360)
    await settle()
    expect(slider.state.level).toBe(level)
    expect(slider.state.width).not.toBe(width)
    await settle(700)
    expect(shown).toEqual([1, 2, 0])
    await settle(200)
    expect(shown).toEqual([1, 2, 0, 1])
    slider.destroy()
  })
})
