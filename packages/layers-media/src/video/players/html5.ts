import type { CreatePlayer } from './types'

/**
 * An html5 `<video>` (or `<audio>`) player: the browser's own element, `playsinline`, loaded
 * when it first has to play. Its media events map to the video states of docs/behaviour.md §4.
 */
export const html5Player: CreatePlayer = async (slot, hooks, env) => {
  const { VIDEO_STATE } = env.kit
  const doc = slot.box.ownerDocument
  const { media } = slot
  const el = doc.createElement(media.type === 'audio' ? 'audio' : 'video')
  el.className = 'strata-media-player'
  el.preload = 'auto'
  el.src = slot.source
  el.loop = media.loop && !media.end
  el.controls = media.controls && !slot.background
  el.muted = media.mute || slot.background
  el.volume = media.volume
  if (el instanceof HTMLVideoElement) {
    el.playsInline = true
    el.style.cssText = `position:absolute;inset:0;width:100%;height:100%;object-fit:${slot.background ? 'cover' : 'contain'}`
  } else if (!el.controls) el.style.display = 'none'
  const abort = new AbortController()
  const on = (type: string, fn: () => void) =>
    el.addEventListener(type, fn, { signal: abort.signal })
  on('loadedmetadata', () => {
    if (media.start && el.currentTime < media.start) el.currentTime = media.start
    hooks.ready()
    hooks.state(VIDEO_STATE.cued)
  })
  on('playing', () => hooks.state(VIDEO_STATE.playing))
  on('pause', () => {
    if (!el.ended) hooks.state(VIDEO_STATE.paused)
  })
  on('waiting', () => hooks.state(VIDEO_STATE.buffering))
  on('ended', () => hooks.state(VIDEO_STATE.ended))
  on('timeupdate', () => hooks.time(el.currentTime))
  slot.box.append(el)
  el.load()
  return {
    play: () => el.play(),
    pause: () => el.pause(),
    seek(seconds) {
      el.currentTime = seconds
    },
    setMuted(muted) {
      el.muted = muted
    },
    time: () => el.currentTime,
    destroy() {
      abort.abort()
      el.pause()
      el.removeAttribute('src')
      el.load()
      el.remove()
    },
  }
}
