import { expectConsoleError } from '@strata/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MediaEvent } from '../index'
import { mediaModule, mountMedia, settle } from '../test-media'
import { installFakeVimeo, installFakeYouTube } from './fake-players'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const youtube = (id: string, content = {}) => ({
  id,
  type: 'video',
  content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg', ...content },
})
const vimeo = (id: string, content = {}) => ({
  id,
  type: 'video',
  content: { type: 'vimeo', src: '76979871', poster: '/p.jpg', ...content },
})

/** Collects `layers-media:*` events as `verb layerId`. */
const listen = (slider: Awaited<ReturnType<typeof mountMedia>>['slider']) => {
  const seen: string[] = []
  for (const verb of ['ready', 'playing', 'paused', 'finished'] as const)
    slider.on(`layers-media:${verb}`, (e: MediaEvent) => seen.push(`${verb} ${e.layerId}`))
  return seen
}

describe('video states and events (docs/behaviour.md §4)', () => {
  it('autoplay on a shown slide loads the player, plays, hides the poster and sends ready then playing', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a') }))
    const seen = listen(m.slider)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    expect(players[0]?.options.videoId).toBe('dQw4w9WgXcQ')
    expect(seen).toEqual(['ready a', 'playing a'])
    expect(m.layer('a')?.querySelector<HTMLElement>('.strata-media-poster')?.style.visibility).toBe(
      'hidden',
    )
    m.api?.pause(0, 'a')
    expect([m.api?.state(0, 'a'), seen.at(-1)]).toEqual([2, 'paused a'])
    m.done()
    expect(players[0]?.destroyed).toBe(true)
  })

  it('a click on the play control plays a video that does not autoplay', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a', { autoPlay: false }) }))
    expect(m.api?.state(0, 'a')).toBe(-1)
    m.layer('a')?.querySelector<HTMLButtonElement>('.strata-media-play')?.click()
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.done()
  })

  it('pauseTimer: the slideshow waits while the video plays; nextSlide: at the end, the next slide', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(
      mediaModule({ a: youtube('a', { pauseTimer: true, nextSlide: true }) }, {}, {}),
    )
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    expect(m.slider.state.slideshow).toBe('paused')
    players[0]?.fire(0)
    await settle(() => expect(m.slider.state.index).toBe(1))
    expect(m.api?.state(0, 'a')).toBe(0)
    m.done()
  })

  it("pauseTimer holds the slideshow for its own reason ('media'): a pause asked by the visitor or the page survives the video's end, their play does not end the wait", async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a', { pauseTimer: true }) }, {}))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    expect(m.slider.state.pauseReasons).toEqual(['media'])
    // A play (slider.resume(), the visitor's play button) while the video plays: still waiting.
    m.slider.resume()
    expect([m.slider.state.slideshow, m.slider.state.pauseReasons]).toEqual(['paused', ['media']])
    // A pause (slider.pause(): reason 'api'), then the video ends: that pause stays.
    m.slider.pause()
    players[0]?.fire(0)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(0))
    expect([m.slider.state.slideshow, m.slider.state.pauseReasons]).toEqual(['paused', ['api']])
    m.done()
  })

  it('pauseTimer: the slideshow runs again when the video ends', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a', { pauseTimer: true }) }, {}))
    await settle(() => expect(m.slider.state.slideshow).toBe('paused'))
    players[0]?.fire(0)
    await settle(() => expect(m.slider.state.slideshow).toBe('running'))
    m.done()
  })

  it('controls, mute and volume (above 1 a percent) reach the player', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(
      mediaModule({ a: youtube('a', { controls: true, mute: true, volume: 80, start: '0:07' }) }),
    )
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    const p = players[0]
    expect([p?.options.playerVars.controls, p?.options.playerVars.start]).toEqual([1, 7])
    expect([p?.muted, p?.volume]).toEqual([true, 80])
    m.done()
  })

  it('end: paused and finished at its end; with loop, back to start instead', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(
      mediaModule({
        a: youtube('a', { start: 1, end: 2 }),
        b: youtube('b', { start: 1, end: 2, loop: true }),
      }),
    )
    const seen = listen(m.slider)
    await settle(() => expect([m.api?.state(0, 'a'), m.api?.state(0, 'b')]).toEqual([1, 1]))
    for (const p of players) p.time = 2.01
    await settle(() => expect(m.api?.state(0, 'a')).toBe(0))
    await settle(() => expect(players[1]?.seeks).toContain(1))
    expect(m.api?.state(0, 'b')).toBe(1)
    expect(seen).toContain('finished a')
    expect(seen).not.toContain('finished b')
    m.done()
  })

  it('rewind: played from start each time the slide shows; without it, from where it stopped', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(
      mediaModule({ a: youtube('a', { rewind: true, start: 3 }), b: youtube('b') }, {}),
    )
    await settle(() => expect(m.api?.state(0, 'b')).toBe(1))
    const [a, b] = [players[0], players[1]]
    m.slider.goTo(1)
    await settle(() => expect([m.slider.state.index, m.api?.state(0, 'a')]).toEqual([1, 2]))
    m.slider.goTo(0)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    expect(a?.seeks.at(-1)).toBe(3)
    expect(b?.seeks).toEqual([])
    m.done()
  })

  it('Autoplay 1sttime: plays itself the first time its slide shows only', async () => {
    installFakeYouTube()
    // `b` (autoplay true) shows when the slide's autoplay ran on its return.
    const m = await mountMedia(
      mediaModule({ a: youtube('a', { autoPlay: '1sttime' }), b: youtube('b') }, {}),
    )
    await settle(() => expect([m.api?.state(0, 'a'), m.api?.state(0, 'b')]).toEqual([1, 1]))
    m.slider.goTo(1)
    await settle(() => expect([m.slider.state.index, m.api?.state(0, 'a')]).toEqual([1, 2]))
    m.slider.goTo(0)
    await settle(() => expect([m.slider.state.index, m.api?.state(0, 'b')]).toEqual([0, 1]))
    expect(m.api?.state(0, 'a')).toBe(2)
    m.done()
  })

  it('stopAllMedia: starting one stops the others in the module', async () => {
    installFakeYouTube()
    const m = await mountMedia(
      mediaModule({ a: youtube('a'), b: youtube('b', { autoPlay: false, stopAllMedia: true }) }),
    )
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    await m.api?.play(0, 'b')
    await settle(() => expect(m.api?.state(0, 'b')).toBe(1))
    expect(m.api?.state(0, 'a')).toBe(2)
    m.done()
  })

  it('leaving the slide pauses its media', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a') }, {}, {}))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.slider.goTo(1)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(2))
    m.done()
  })

  it('pauses while the tab is hidden and resumes on return', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a') }))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(m.api?.state(0, 'a')).toBe(2)
    hidden.mockReturnValue('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.done()
  })

  it('pauses when the module scrolls out of view and resumes when it is back', async () => {
    installFakeYouTube()
    const m = await mountMedia(mediaModule({ a: youtube('a') }))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.browser.setInView(false)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(2))
    m.browser.setInView(true)
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    m.done()
  })

  it('Video host NotAllowedError: mute and retry', async () => {
    const players = installFakeVimeo(['NotAllowedError'])
    const m = await mountMedia(mediaModule({ a: vimeo('a') }))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(1))
    expect(players[0]?.muted).toBe(true)
    m.done()
  })

  it('AbortError: treated as paused', async () => {
    installFakeVimeo(['AbortError'])
    const m = await mountMedia(mediaModule({ a: vimeo('a') }))
    await settle(() => expect(m.api?.state(0, 'a')).toBe(2))
    m.done()
  })

  it("Video API load failure: error 'Failed to load youtube API'; the poster stays, reported", async () => {
    expectConsoleError('Failed to load youtube API')
    const m = await mountMedia(mediaModule({ a: youtube('a') }), { youtubeApi: 'javascript:x()' })
    const box = () => m.layer('a')?.querySelector<HTMLElement>('.strata-media')
    await settle(() => expect(box()?.dataset.state).toBe('failed'))
    expect(box()?.querySelector('.strata-media-poster')).not.toBeNull()
    expect(m.slider.report).toContainEqual({
      path: 'slides.1.layers.a.content.src',
      message: 'Failed to load youtube API',
    })
    m.done()
  })
})
