import { vi } from 'vitest'

type Handler = (e?: { data: number }) => void

/** A fake YouTube IFrame API on `window.YT` (test helper): the real names and callbacks. */
export function installFakeYouTube() {
  const players: FakeYouTubePlayer[] = []
  class FakeYouTubePlayer {
    muted = false
    destroyed = false
    /** The position `getCurrentTime()` answers (the test moves it). */
    time = 0
    volume = 100
    readonly seeks: number[] = []
    readonly events: Record<string, Handler>
    constructor(
      readonly el: HTMLElement,
      readonly options: {
        videoId: string
        playerVars: Record<string, unknown>
        events: Record<string, Handler>
      },
    ) {
      this.events = options.events
      players.push(this)
      setTimeout(() => this.events.onReady?.(), 0)
    }
    fire(data: number) {
      this.events.onStateChange?.({ data })
    }
    playVideo() {
      this.fire(1)
    }
    pauseVideo() {
      this.fire(2)
    }
    seekTo(seconds: number) {
      this.seeks.push(seconds)
      this.time = seconds
    }
    mute() {
      this.muted = true
    }
    unMute() {
      this.muted = false
    }
    setVolume(volume: number) {
      this.volume = volume
    }
    getCurrentTime() {
      return this.time
    }
    destroy() {
      this.destroyed = true
    }
  }
  vi.stubGlobal('YT', { Player: FakeYouTubePlayer })
  return players
}

/**
 * A fake Vimeo Player API on `window.Vimeo` (test helper). `refuse` lists the errors the next
 * `play()` calls reject with (`NotAllowedError`, `AbortError`).
 */
export function installFakeVimeo(refuse: string[] = []) {
  const players: { muted: boolean; fire(event: string): void }[] = []
  class FakeVimeoPlayer {
    muted: boolean
    handlers = new Map<string, (d?: { seconds?: number }) => void>()
    constructor(_el: HTMLElement, options: { muted: boolean }) {
      this.muted = options.muted
      players.push(this)
    }
    fire(event: string) {
      this.handlers.get(event)?.({ seconds: 0 })
    }
    on(event: string, fn: (d?: { seconds?: number }) => void) {
      this.handlers.set(event, fn)
    }
    ready = async () => {}
    async play() {
      const name = refuse.shift()
      if (name) throw Object.assign(new Error(name), { name })
      this.fire('playing')
    }
    async pause() {
      this.fire('pause')
    }
    setCurrentTime = async (s: number) => s
    async setMuted(m: boolean) {
      this.muted = m
      return m
    }
    setVolume = async (v: number) => v
    getCurrentTime = async () => 0
    destroy = async () => {}
  }
  vi.stubGlobal('Vimeo', { Player: FakeVimeoPlayer })
  return players
}
