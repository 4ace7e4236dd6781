import type { RawRecord } from '@strata/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeImages, mediaModule, mountMedia, settle, withGlobalSlide } from '../test-media'
import { installFakeYouTube } from '../video/fake-players'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Three slides and a front global slide holding `layers`. */
const globalModule = (layers: RawRecord) =>
  withGlobalSlide(
    mediaModule(
      { t: { id: 't', type: 'text', content: { text: 'One' } } },
      { t: { id: 't', type: 'text', content: { text: 'Two' } } },
      { t: { id: 't', type: 'text', content: { text: 'Three' } } },
    ),
    layers,
  )
const globalLayer = (root: HTMLElement, id: string) =>
  root.querySelector<HTMLElement>(`.strata-global-slide [data-layer-id="${id}"]`)

describe('media layers on a global (static) slide (docs/behaviour.md §3 "Global (static) slide")', () => {
  it('image, video and svg layers of a global slide are drawn, with the media fields normalised', async () => {
    fakeImages()
    installFakeYouTube()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>'),
      ),
    )
    const m = await mountMedia(
      globalModule({
        logo: {
          id: 'logo',
          type: 'image',
          acc: { label: 'Brand' },
          size: { w: 120, h: 40 },
          content: { src: '/img/logo.png', size: 'contain' },
        },
        clip: {
          id: 'clip',
          type: 'video',
          content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg', autoPlay: false },
        },
        mark: { id: 'mark', type: 'svg', content: { src: '/icons/mark.svg' } },
      }),
    )
    const img = globalLayer(m.root, 'logo')?.querySelector('img')
    expect([img?.alt, img?.width, img?.style.objectFit]).toEqual(['Brand', 120, 'contain'])
    await settle(() => expect(globalLayer(m.root, 'logo')?.dataset.state).toBe('done'))
    const clip = globalLayer(m.root, 'clip')
    expect(clip?.querySelector('.strata-media-play')).not.toBeNull()
    expect(m.api?.state(-1, 'clip')).toBe(-1)
    await settle(() => expect(globalLayer(m.root, 'mark')?.dataset.state).toBe('done'))
    expect(m.slider.report).toEqual([])
    m.done()
    expect(m.root.querySelector('.strata-media, img, svg')).toBeNull()
  })

  it('a global video autoplays when its slide range starts and pauses when the range ends', async () => {
    const players = installFakeYouTube()
    const m = await mountMedia(
      globalModule({
        clip: {
          id: 'clip',
          type: 'video',
          sStart: 2,
          sEnd: 2,
          content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg' },
        },
      }),
    )
    // Slide 1 is outside its range: nothing loads.
    expect(m.api?.state(-1, 'clip')).toBe(-1)
    expect(players).toHaveLength(0)
    m.slider.goTo(1)
    await settle(() => expect(m.api?.state(-1, 'clip')).toBe(1))
    m.slider.goTo(2)
    await settle(() => expect(m.api?.state(-1, 'clip')).toBe(2))
    m.done()
    expect(players[0]?.destroyed).toBe(true)
  })
})
