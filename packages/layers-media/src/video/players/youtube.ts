import type { VideoState } from '../../plugin/events'
import type { CreatePlayer, PlayerEnv } from './types'
import { unlessAborted, waitForContainer } from './wait'

/** The part of the YouTube IFrame Player API this package uses. */
interface YtPlayer {
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  mute(): void
  unMute(): void
  setVolume(volume: number): void
  getCurrentTime(): number
  destroy(): void
}
interface YtNamespace {
  Player: new (el: HTMLElement, options: Record<string, unknown>) => YtPlayer
}
type YtWindow = Window & { YT?: YtNamespace; onYouTubeIframeAPIReady?: () => void }

/** YouTube's states; its "video cued" is 5, docs/behaviour.md §4's is 4. */
function fromYouTube(data: number, { VIDEO_STATE }: PlayerEnv['kit']): VideoState {
  return (data === 5 ? VIDEO_STATE.cued : data) as VideoState
}

/** Resolves with `YT` once the API script ran and called `onYouTubeIframeAPIReady`. */
async function youTubeApi(win: YtWindow, load: () => Promise<unknown>): Promise<YtNamespace> {
  if (win.YT?.Player) return win.YT
  const ready = new Promise<void>((resolve) => {
    const before = win.onYouTubeIframeAPIReady
    win.onYouTubeIframeAPIReady = () => {
      before?.()
      resolve()
    }
  })
  await load()
  if (!win.YT?.Player) await ready
  return win.YT as YtNamespace
}

/** A YouTube player: the IFrame Player API, loaded only now (docs/behaviour.md §7). */
export const youtubePlayer: CreatePlayer = async (slot, hooks, env) => {
  const win = env.win as YtWindow
  const YT = await youTubeApi(win, () => env.loadScript(env.youtubeApi)).catch(() => {
    throw new Error('Failed to load youtube API')
  })
  const host = slot.box.ownerDocument.createElement('div')
  host.className = 'strata-media-player'
  host.style.cssText = 'position:absolute;inset:0;width:100%;height:100%'
  slot.box.append(host)
  await waitForContainer(host, hooks.signal)
  const { media } = slot
  let ready!: () => void
  const isReady = new Promise<void>((r) => {
    ready = r
  })
  const player = new YT.Player(host, {
    videoId: slot.source,
    width: '100%',
    height: '100%',
    playerVars: {
      autoplay: 0,
      controls: media.controls && !slot.background ? 1 : 0,
      start: Math.floor(media.start) || undefined,
      end: Math.floor(media.end) || undefined,
      loop: media.loop ? 1 : 0,
      playsinline: 1,
      rel: 0,
    },
    events: {
      onReady: () => {
        if (media.mute || slot.background) player.mute()
        player.setVolume(Math.round(media.volume * 100))
        ready()
        hooks.ready()
      },
      onStateChange: (e: { data: number }) => hooks.state(fromYouTube(e.data, env.kit)),
    },
  })
  // Released before its ready (an iframe taken out of the page never sends it): destroyed now.
  await unlessAborted(isReady, hooks.signal).catch((error) => {
    player.destroy()
    throw error
  })
  return {
    async play() {
      player.playVideo()
    },
    pause: () => player.pauseVideo(),
    seek: (seconds) => player.seekTo(seconds, true),
    setMuted: (muted) => (muted ? player.mute() : player.unMute()),
    time: () => player.getCurrentTime(),
    destroy() {
      player.destroy()
      slot.box.querySelector('.strata-media-player')?.remove()
    },
  }
}
