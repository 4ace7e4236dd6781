import { afterEach, describe, expect, it } from 'vitest'
import { mountCarousel } from '../plugin/test-harness'
import { TRACK_LABEL } from './keyboard'

type Mounted = Awaited<ReturnType<typeof mountCarousel>>
let m: Mounted | undefined
afterEach(() => {
  m?.cleanup()
  m = undefined
})

const track = (mounted: Mounted) => mounted.root.querySelector<HTMLElement>('.strata-slides')!
const press = (el: HTMLElement, key: string, init: KeyboardEventInit = {}) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
/** Built slides that are inert, by index. */
const inert = (mounted: Mounted) =>
  mounted
    .built()
    .filter((i) => mounted.slide(i)!.hasAttribute('inert'))
    .sort((a, b) => a - b)

describe('carousel accessibility (docs/accessibility.md)', () => {
  it('slides out of view are inert and aria-hidden; the three in view are neither', async () => {
    // maxV 3 centred on slide 0 of 9: 8, 0, 1 in view; 7 and 2 peek; 3 and 6 are built beyond.
    m = await mountCarousel(9, { infinity: true })
    expect(inert(m)).toEqual([2, 3, 6, 7])
    for (const i of [8, 0, 1]) expect(m.slide(i)!.hasAttribute('aria-hidden')).toBe(false)
    for (const i of [2, 3, 6, 7]) expect(m.slide(i)!.getAttribute('aria-hidden')).toBe('true')
    m.slider.next()
    await m.run(850)
    // Now 0, 1, 2 in view; 8 and 3 peek; 7 and 4 beyond; 6, which left the window, kept.
    expect(inert(m)).toEqual([3, 4, 6, 7, 8])
    expect(m.slide(2)!.hasAttribute('aria-hidden')).toBe(false)
  })

  it('align left: the slides before the focus are off the stage, so inert; align right: those after it', async () => {
    // maxV 3 on slide 4 of 9, flush left: 4, 5, 6 in view, 7 peeks; 2 and 3 sit left of the stage.
    m = await mountCarousel(9, { align: 'left' })
    m.slider.goTo(4)
    await m.run(900)
    expect(inert(m)).toEqual([0, 1, 2, 3, 7, 8])
    expect(m.slide(3)!.getAttribute('aria-hidden')).toBe('true')
    m.cleanup()
    // Flush right: 2, 3, 4 in view, 1 peeks; 5 and 6 sit right of the stage.
    m = await mountCarousel(9, { align: 'right' })
    m.slider.goTo(4)
    await m.run(900)
    expect(inert(m)).toEqual([0, 1, 5, 6, 7, 8])
  })

  it('a slide the data hides stays aria-hidden in view, but is not inert', async () => {
    m = await mountCarousel(5, {}, { slides: { 2: { acc: { hidden: true } } } })
    expect(m.slide(1)!.getAttribute('aria-hidden')).toBe('true')
    expect(m.slide(1)!.hasAttribute('inert')).toBe(false)
  })

  it('the track is a focusable, named group; its arrow keys step as the visitor, pausing the slideshow', async () => {
    m = await mountCarousel(5)
    const t = track(m)
    expect([t.tabIndex, t.getAttribute('role'), t.getAttribute('aria-label')]).toEqual([
      0,
      'group',
      TRACK_LABEL,
    ])
    m.slider.resume()
    t.focus()
    press(t, 'ArrowRight')
    await m.run(850)
    expect(m.slider.state.index).toBe(1)
    expect(m.slider.state.pauseReasons).toContain('user')
    press(t, 'ArrowLeft')
    await m.run(850)
    expect(m.slider.state.index).toBe(0)
    // Other keys, and keys meant for an element inside a slide, are left alone.
    press(t, 'ArrowDown')
    press(m.slide(0)!, 'ArrowRight')
    await m.run(850)
    expect(m.slider.state.index).toBe(0)
  })

  it('a vertical carousel steps with the up and down arrows', async () => {
    m = await mountCarousel(5, { type: 'v' })
    press(track(m), 'ArrowDown')
    await m.run(850)
    expect(m.slider.state.index).toBe(1)
    press(track(m), 'ArrowRight')
    await m.run(850)
    expect(m.slider.state.index).toBe(1)
  })

  it('the arrow key is consumed, so a page-wide handler (nav) does not step again', async () => {
    m = await mountCarousel(5)
    let seen = false
    document.addEventListener(
      'keydown',
      (e) => {
        seen = e.defaultPrevented
      },
      { once: true },
    )
    press(track(m), 'ArrowRight')
    expect(seen).toBe(true)
  })

  it('destroy gives the track back its attributes', async () => {
    m = await mountCarousel(9)
    const t = track(m)
    m.slider.destroy()
    expect(t.hasAttribute('tabindex')).toBe(false)
    expect(t.hasAttribute('role')).toBe(false)
  })
})
