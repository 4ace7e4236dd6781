import type { CreatePlayer } from './types'
import { unlessAborted, waitForContainer } from './wait'

/** The part of the Vimeo Player API this package uses. */
interface VimeoPlayer {
  ready(): Promise<void>
  play(): Promise<void>
  pause(): Promise<void>
  setCurrentTime(seconds: number): Promise<number>
  setMuted(muted: boolean): Promise<boolean>
  setVolume(volume: number): Promise<number>
  getCurrentTime(): Promise<number>
  on(event: string, fn: (data?: { seconds?: number }) => void): void
  destroy(): Promise<void>
}
type VimeoWindow = Window & {
  Vimeo?: { Player: new (el: HTMLElement, options: Record<string, unknown>) => VimeoPlayer }
}

/** A Vimeo player: the Vimeo Player API, loaded only now (docs/behaviour.md §7). */
export const vimeoPlayer: CreatePlayer = async (slot, hooks, env) => {
  const { VIDEO_STATE } = env.kit
  const win = env.win as VimeoWindow
  if (!win.Vimeo?.Player)
    await env.loadScript(env.vimeoApi).catch(() => {
      throw new Error('Failed to load vimeo API')
    })
  const Vimeo = win.Vimeo
  if (!Vimeo?.Player) throw new Error('Failed to load vimeo API')
  const host = slot.box.ownerDocument.createElement('div')
  host.className = 'strata-media-player'
  host.style.cssText = 'position:absolute;inset:0;width:100%;height:100%'
  slot.box.append(host)
  await waitForContainer(host, hooks.signal)
  const { media } = slot
  const player = new Vimeo.Player(host, {
    id: Number(slot.source),
    autoplay: false,
    controls: media.controls && !slot.background,
    loop: media.loop,
    muted: media.mute || slot.background,
    playsinline: true,
    responsive: true,
  })
  let now = media.start
  player.on('play', () => hooks.state(VIDEO_STATE.buffering))
  player.on('playing', () => hooks.state(VIDEO_STATE.playing))
  player.on('pause', () => hooks.state(VIDEO_STATE.paused))
  player.on('ended', () => hooks.state(VIDEO_STATE.ended))
  player.on('bufferstart', () => hooks.state(VIDEO_STATE.buffering))
  player.on('timeupdate', (data) => {
    now = data?.seconds ?? now
    hooks.time(now)
  })
  // Released before its ready (an iframe taken out of the page never sends it): destroyed now.
  await unlessAborted(player.ready(), hooks.signal).catch((error) => {
    player.destroy().catch(() => {})
    throw error
  })
  await player.setVolume(media.volume)
  if (media.start) await player.setCurrentTime(media.start)
  hooks.ready()
  hooks.state(VIDEO_STATE.cued)
  return {
    play: () => player.play(),
    pause: () => void player.pause().catch(() => {}),
    seek: (seconds) => void player.setCurrentTime(seconds).catch(() => {}),
    setMuted: (muted) => void player.setMuted(muted).catch(() => {}),
    time: () => now,
    destroy() {
      player.destroy().catch(() => {})
      host.remove()
    },
  }
}
