import type { PluginContext } from '@strata/core'
import type { MediaEvent, VideoState } from '../plugin/events'
import { html5Player } from './players/html5'
import type { CreatePlayer, Player, PlayerEnv } from './players/types'
import { vimeoPlayer } from './players/vimeo'
import { youtubePlayer } from './players/youtube'
import type { MediaSlot } from './slot'

/** docs/behaviour.md §9 "Video poll 50 ms": iframe players' position, and timeupdate events. */
export const VIDEO_POLL_MS = 50

const PLAYERS: Record<string, CreatePlayer> = {
  html5: html5Player,
  audio: html5Player,
  youtube: youtubePlayer,
  vimeo: vimeoPlayer,
}

export interface MediaRuntime {
  /** Plays `slot` (making its player first); `auto`: started by autoplay, not by a visitor. */
  start(slot: MediaSlot, auto: boolean): Promise<void>
  pause(slot: MediaSlot): void
  /** Destroys the slot's player (its slide was released). */
  release(slot: MediaSlot): void
  destroy(): void
}

interface Live {
  player?: Player
  making?: Promise<Player | undefined>
  poll?: ReturnType<typeof setInterval>
  lastTime: number
  /** Aborted at its release: a player still loading stops (`PlayerHooks.signal`). */
  stop: AbortController
  /** Paused because the module left the view or the tab hid: resumed on return. */
  hiddenPause?: boolean
}

/**
 * The players, loaded with this chunk only when a media has to play (docs/behaviour.md §4
 * "Video states"): states and events, autoplay with its muted fallback, `pauseTimer`,
 * `nextSlide`, `stopAllMedia`, `start` / `end` / `loop`, leaving the slide, and pausing while
 * the module is out of view or the tab is hidden. `shown` is the slide shown now, -1 while a
 * change runs (the wiring's, which counts each showing).
 */
export function createMediaRuntime(
  ctx: PluginContext,
  slots: () => Iterable<MediaSlot>,
  env: PlayerEnv & { pauseWhenHidden: boolean },
  shown: () => number,
): MediaRuntime {
  const { VIDEO_STATE } = env.kit
  const live = new Map<MediaSlot, Live>()
  const liveOf = (slot: MediaSlot): Live => {
    const known = live.get(slot)
    if (known) return known
    const l: Live = { lastTime: -1, stop: new AbortController() }
    live.set(slot, l)
    return l
  }
  const event = (slot: MediaSlot, time = live.get(slot)?.player?.time() ?? 0): MediaEvent => ({
    index: slot.index,
    layerId: slot.layerId,
    type: slot.media.type,
    state: slot.state,
    time,
  })
  let timerHeld = false
  const holdTimer = (hold: boolean) => {
    if (hold === timerHeld) return
    timerHeld = hold
    // The plugin's own reason: its resume leaves a visitor's pause alone, and a visitor's play
    // does not end the wait while the video plays (docs/behaviour.md §4).
    if (hold) ctx.slideshow.pause('media')
    else ctx.slideshow.resume('media')
  }
  const anyHolds = () =>
    [...live.keys()].some(
      (s) =>
        s.media.pauseTimer &&
        (s.state === VIDEO_STATE.playing || s.state === VIDEO_STATE.buffering),
    )

  const stopPoll = (l: Live) => {
    if (l.poll) clearInterval(l.poll)
    l.poll = undefined
  }
  const onTime = (slot: MediaSlot, seconds: number) => {
    const l = liveOf(slot)
    const { end, loop, start } = slot.media
    if (end > 0 && seconds >= end && slot.state === VIDEO_STATE.playing) {
      if (loop) l.player?.seek(start)
      else {
        l.player?.pause()
        onState(slot, VIDEO_STATE.ended)
      }
      return
    }
    if (Math.abs(seconds - l.lastTime) * 1000 < VIDEO_POLL_MS) return
    l.lastTime = seconds
    ctx.emit('layers-media:timeupdate', event(slot, seconds))
  }
  const onState = (slot: MediaSlot, state: VideoState) => {
    if (slot.state === state) return
    slot.state = state
    const l = liveOf(slot)
    stopPoll(l)
    if (state === VIDEO_STATE.playing) {
      slot.box.dataset.state = 'playing'
      if (slot.poster) slot.poster.style.visibility = 'hidden'
      if (slot.button) slot.button.hidden = true
      if (slot.media.type !== 'html5' && slot.media.type !== 'audio')
        l.poll = setInterval(() => l.player && onTime(slot, l.player.time()), VIDEO_POLL_MS)
      if (slot.media.stopAllMedia)
        for (const other of live.keys())
          if (other !== slot && other.state === VIDEO_STATE.playing) pause(other)
      ctx.emit('layers-media:playing', event(slot))
    } else if (state === VIDEO_STATE.paused) {
      slot.box.dataset.state = 'paused'
      if (slot.button) slot.button.hidden = false
      ctx.emit('layers-media:paused', event(slot))
    } else if (state === VIDEO_STATE.ended) {
      slot.box.dataset.state = 'ended'
      if (slot.button) slot.button.hidden = false
      ctx.emit('layers-media:finished', event(slot))
      if (slot.media.nextSlide && (slot.index < 0 || ctx.state.index === slot.index)) {
        holdTimer(anyHolds())
        ctx.goTo('next')
      }
    }
    holdTimer(anyHolds())
  }

  const make = (slot: MediaSlot): Promise<Player | undefined> => {
    const l = liveOf(slot)
    l.making ??= (PLAYERS[slot.media.type] ?? html5Player)(
      slot,
      {
        ready: () => ctx.emit('layers-media:ready', event(slot, slot.media.start)),
        state: (s) => onState(slot, s),
        time: (t) => onTime(slot, t),
        signal: l.stop.signal,
      },
      env,
    ).then(
      (player) => {
        if (live.get(slot) !== l) {
          player.destroy()
          return undefined
        }
        l.player = player
        return player
      },
      (error: unknown) => {
        // Released meanwhile (its slide or the slider went): nothing to say.
        if (live.get(slot) !== l) return undefined
        const message = error instanceof Error ? error.message : String(error)
        // docs/behaviour.md §8: logged; the poster stays and the slide carries on.
        console.error(message)
        slot.box.dataset.state = 'failed'
        slot.warn('content.src', message)
        return undefined
      },
    )
    return l.making
  }

  const attempt = async (slot: MediaSlot, player: Player, auto: boolean) => {
    // An iframe player cannot say that autoplay was refused: before any visitor gesture it
    // starts muted, as the browser would allow (docs/behaviour.md §4).
    const gesture = (
      env.win.navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }
    ).userActivation?.hasBeenActive
    if (auto && slot.media.type !== 'html5' && slot.media.type !== 'audio' && gesture === false)
      player.setMuted(true)
    try {
      await player.play()
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      if (name === 'NotAllowedError') {
        // docs/behaviour.md §8: "NotAllowedError: mute and retry".
        player.setMuted(true)
        await player.play().catch(() => onState(slot, VIDEO_STATE.paused))
      } else onState(slot, VIDEO_STATE.paused)
    }
  }

  // An autoplay whose player came after its slide left does not start (a player can take
  // seconds to load, and a visitor moves on meanwhile).
  const showing = (slot: MediaSlot) => slot.visible?.() ?? slot.index === shown()
  const doc = ctx.root.ownerDocument
  // Out of view or in a hidden tab, whichever event came last: a tab shown again does not
  // resume what the module's scroll out of view paused.
  const hiddenNow = () =>
    env.pauseWhenHidden && (doc.visibilityState === 'hidden' || !ctx.state.inViewport)
  const start = async (slot: MediaSlot, auto: boolean) => {
    const player = await make(slot)
    const l = live.get(slot)
    if (!player || l?.player !== player || (auto && !showing(slot))) return
    if ((auto && slot.media.rewind) || slot.state === VIDEO_STATE.ended)
      player.seek(slot.media.start)
    // An autoplay whose player came while hidden starts on the way back (`hide`), as a pause.
    if (auto && hiddenNow()) l.hiddenPause = true
    else await attempt(slot, player, auto)
  }
  const pause = (slot: MediaSlot) => {
    const player = live.get(slot)?.player
    if (player && (slot.state === VIDEO_STATE.playing || slot.state === VIDEO_STATE.buffering))
      player.pause()
  }
  const release = (slot: MediaSlot) => {
    const l = live.get(slot)
    if (!l) return
    live.delete(slot)
    l.stop.abort()
    stopPoll(l)
    l.player?.destroy()
    if (slot.state === VIDEO_STATE.playing) slot.state = VIDEO_STATE.paused
    holdTimer(anyHolds())
  }

  const hide = () => {
    const hidden = hiddenNow()
    for (const [slot, l] of live)
      if (hidden && slot.state === VIDEO_STATE.playing) {
        l.hiddenPause = true
        pause(slot)
      } else if (!hidden && l.hiddenPause) {
        l.hiddenPause = false
        // Resumed where it was: `rewind` is for its slide's showing, not for the way back.
        if (showing(slot) && l.player) void attempt(slot, l.player, true)
      }
  }
  doc.addEventListener('visibilitychange', hide)
  const offs = [
    ctx.on('slide:before', ({ from }) => {
      for (const slot of slots()) if (slot.index === from) pause(slot)
    }),
    ctx.on('viewport:change', hide),
  ]
  return {
    start,
    pause,
    release,
    destroy() {
      for (const off of offs) off()
      doc.removeEventListener('visibilitychange', hide)
      for (const slot of [...live.keys()]) release(slot)
      holdTimer(false)
    },
  }
}
