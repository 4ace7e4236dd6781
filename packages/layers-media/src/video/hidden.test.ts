import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaModule, mountMedia, settle } from '../test-media'
import { installFakeYouTube } from './fake-players'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const youtube = (content = {}) => ({
  a: {
    id: 'a',
    type: 'video',
    content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg', ...content },
  },
})

/** Lets the macrotasks a player's load runs on go by (the fake's onReady is a timeout). */
const later = () => new Promise((done) => setTimeout(done, 30))

// docs/behaviour.md §4.4: "Videos pause when scrolled out or when the window blurs, and resume on
// the way back".
describe('media while the module is out of view or the tab hidden', () => {
  it('a rewind video resumes where it was on the way back, not from its start', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(mediaModule(youtube({ rewind: true, start: 3 })))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    // Its slide's showing rewound it once.
    expect(players[0]?.seeks).toEqual([3])
    m.browser.setInView(false)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(2))
    m.browser.setInView(true)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    expect(players[0]?.seeks).toEqual([3])
    m.done()
  })

  it('an autoplay whose player gets ready while the module is out of view waits for the view', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(mediaModule(youtube()))
    m.browser.setInView(false)
    await settle(() => expect(players).toHaveLength(1))
    await later()
    expect(m.api?.state(0, 'a')).not.toBe(1)
    m.browser.setInView(true)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.done()
  })

  it('scrolled out, the tab hidden and shown again: it stays paused until the module is back', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule(youtube()))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.browser.setInView(false)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(2))
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    hidden.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await later()
    expect(m.api?.state(0, 'a')).toBe(2)
    m.browser.setInView(true)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.done()
  })
})
