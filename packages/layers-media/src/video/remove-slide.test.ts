import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaModule, mountMedia, settle } from '../test-media'
import { installFakeYouTube } from './fake-players'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const youtube = (id: string) => ({
  [id]: { id, type: 'video', content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg' } },
})

// docs/behaviour.md §4 "Removing a slide": later slides move down one index, and their media
// with them (autoplay, the slide change's pause, the api's `state(index, id)`).
describe('videos across slider.removeSlide', () => {
  it('a video whose slide moved down autoplays when that slide shows, and no other slide’s plays', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule({}, youtube('b'), youtube('c')))
    // Slide 0 is removed while it shows: b's slide (now 0) shows in its place.
    m.slider.removeSlide(0)
    await settle(() => expect(m.api?.state(0, 'b')).toBe(1))
    m.slider.goTo(1)
    await settle(() => expect(m.api?.state(1, 'c')).toBe(1))
    // b left with its slide: paused, not playing on a hidden slide.
    expect(m.api?.state(0, 'b')).toBe(2)
    expect([m.api?.state(1, 'b'), m.api?.state(2, 'c')]).toEqual([undefined, undefined])
    expect(m.slider.report).toEqual([])
    m.done()
  })
})

describe('the shown slide moved down by the removal of an earlier one', () => {
  it('its video, paused while the module was out of view, plays again on return', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule({}, youtube('b'), {}))
    m.slider.goTo(1)
    await settle(() => expect(m.api?.state(1, 'b')).toBe(1))
    // No change runs: the shown slide is now slide 0.
    m.slider.removeSlide(0)
    await settle(() => expect(m.slider.state.index).toBe(0))
    m.browser.setInView(false)
    await settle(() => expect(m.api?.state(0, 'b')).toBe(2))
    m.browser.setInView(true)
    await settle(() => expect(m.api?.state(0, 'b')).toBe(1))
    m.done()
  })
})

describe('an autoplay whose player is still loading when its slide leaves', () => {
  it('does not start once the player is ready: its slide no longer shows', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(mediaModule(youtube('a'), {}))
    m.slider.next()
    await settle(() => expect(m.slider.state.index).toBe(1))
    await new Promise((r) => setTimeout(r, 20))
    expect(players.length).toBeGreaterThan(0)
    expect(m.api?.state(0, 'a')).not.toBe(1)
    m.done()
  })
})
