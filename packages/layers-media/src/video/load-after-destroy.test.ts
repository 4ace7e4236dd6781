import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaModule, mountMedia, settle } from '../test-media'
import { installFakeVimeo, installFakeYouTube } from './fake-players'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const youtube = {
  a: { id: 'a', type: 'video', content: { type: 'youtube', src: 'dQw4w9WgXcQ', poster: '/p.jpg' } },
}

/** A fake player class (fake-players.ts), to extend. */
type Made<O> = new (el: HTMLElement, options: O) => object

/** Keeps the script elements put in the head (happy-dom would fetch them): their load is the test's. */
const holdScripts = () => {
  const held: HTMLScriptElement[] = []
  const append = document.head.append.bind(document.head)
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const n of nodes)
      if (n instanceof HTMLScriptElement) held.push(n)
      else append(n)
  })
  return held
}

describe('a slider destroyed while a player is still loading', () => {
  it('the YouTube API that arrives after makes no player, logs nothing and leaves no timer', async () => {
    const held = holdScripts()
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const m = await mountMedia(mediaModule(youtube), { youtubeApi: '/api/yt-after-destroy.js' })
    // Autoplay asked for the player: its API is on its way.
    await settle(() => expect(held).toHaveLength(1))
    m.done()
    vi.useFakeTimers()
    const players = installFakeYouTube()
    held[0]?.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(100)
    expect(vi.getTimerCount()).toBe(0)
    // Longer than the media container wait (100 ticks of 19 ms).
    await vi.advanceTimersByTimeAsync(3000)
    expect(players).toHaveLength(0)
    expect(error.mock.calls).toEqual([])
  })

  it('a YouTube player made but not ready yet is destroyed with the slider', async () => {
    const players = installFakeYouTube()
    // Its iframe never answers (it left the page): no onReady.
    const Player = (globalThis as unknown as { YT: { Player: Made<{ events: object }> } }).YT.Player
    vi.stubGlobal('YT', {
      Player: class extends Player {
        constructor(el: HTMLElement, o: { events: object }) {
          super(el, { ...o, events: {} })
        }
      },
    })
    const m = await mountMedia(mediaModule(youtube))
    await settle(() => expect(players).toHaveLength(1))
    m.done()
    await settle(() => expect(players[0]?.destroyed).toBe(true))
  })

  it('a Vimeo player made but not ready yet is destroyed with the slider', async () => {
    installFakeVimeo()
    const made: { destroyed: boolean }[] = []
    const Player = (globalThis as unknown as { Vimeo: { Player: Made<{ muted: boolean }> } }).Vimeo
      .Player
    vi.stubGlobal('Vimeo', {
      Player: class extends Player {
        destroyed = false
        constructor(el: HTMLElement, o: { muted: boolean }) {
          super(el, o)
          made.push(this)
        }
        // Its iframe never answers (it left the page).
        ready = () => new Promise<void>(() => {})
        destroy = async () => {
          this.destroyed = true
        }
      },
    })
    const m = await mountMedia(
      mediaModule({ v: { id: 'v', type: 'video', content: { type: 'vimeo', src: '76979871' } } }),
    )
    await settle(() => expect(made).toHaveLength(1))
    m.done()
    await settle(() => expect(made[0]?.destroyed).toBe(true))
  })
})
