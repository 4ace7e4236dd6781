import { afterEach, describe, expect, it } from 'vitest'
import { settle, testSlider } from '../test-slider'
import { deepLink } from './deep-link'

let cleanup = (): void => {}
afterEach(() => {
  cleanup()
  history.replaceState(null, '', '#')
})

/** Slide 4 is named 'pricing' (slide.attr.deepLink). */
function withDeepLinks(hash: string, settings: Record<string, unknown> = {}) {
  history.replaceState(null, '', hash)
  const slide = (n: number) => (n === 4 ? { attr: { deepLink: 'pricing' } } : {})
  const t = testSlider([deepLink()], { settings, slide })
  cleanup = t.cleanup
  return t
}

describe('deepLink()', () => {
  it('the page hash selects a slide on load by the form slideN (1-based position)', async () => {
    const { slider } = withDeepLinks('#slide3')
    await slider.ready
    expect(slider.state.index).toBe(2)
  })

  it('the page hash selects a slide on load by its deep-link name', async () => {
    const { slider } = withDeepLinks('#Pricing')
    await slider.ready
    expect(slider.state.index).toBe(3)
  })

  it('a hash naming no valid position is ignored: the first slide shows', async () => {
    const { slider } = withDeepLinks('#slide9')
    await slider.ready
    expect(slider.state.index).toBe(0)
    expect(slider.report).toEqual([])
  })

  it('a later hashchange selects the slide it names', async () => {
    const { slider } = withDeepLinks('')
    await slider.ready
    await settle()
    location.hash = '#slide4'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await settle()
    expect(slider.state.index).toBe(3)
  })

  it('when deep-link mode is on, showing a slide writes its deep-link name into the hash', async () => {
    const { slider } = withDeepLinks('#slide2', { browser: { useURLDeeplink: true } })
    await slider.ready
    expect(location.hash).toBe('#slide2')
    slider.goTo(4)
    await settle()
    expect(slider.state.index).toBe(4)
    expect(location.hash).toBe('#slide5')
    slider.goTo(3)
    await settle()
    expect(location.hash).toBe('#pricing')
  })

  it('without deep-link mode the hash is left alone', async () => {
    const { slider } = withDeepLinks('#slide2')
    await slider.ready
    slider.goTo(0)
    await settle()
    expect(location.hash).toBe('#slide2')
  })

  it('destroy removes the hashchange listener', async () => {
    const { slider } = withDeepLinks('')
    await slider.ready
    slider.destroy()
    location.hash = '#slide4'
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    await settle()
    expect(slider.state.index).toBe(0)
  })
})
