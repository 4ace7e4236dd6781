import type { PluginContext, RawRecord } from '@strata/core'
import type { ContentHandle, ContentRequest } from '@strata/layers-text'
import type { VideoState } from '../plugin/events'
import { backgroundMedia } from './background'
import { type MediaLayerEnv, mediaFacade, mediaLayer } from './media-layer'
import type { PlayerEnv } from './players/types'
import type { createMediaRuntime, MediaRuntime } from './runtime'
import { autoplays, type MediaSlot, slotKey } from './slot'

/** What the plugin hands the media wiring (it imports types only, see chunk-kit.ts). */
export interface WiringHost {
  /** The facades' checks, defaults and poster loader. */
  env: Omit<MediaLayerEnv, 'play' | 'add' | 'remove'>
  /** The player runtime's chunk (video/runtime.ts), asked for once a media has to play. */
  loadRuntime(): Promise<{ createMediaRuntime: typeof createMediaRuntime }>
  runtimeEnv: PlayerEnv & { pauseWhenHidden: boolean }
}

/** A slide background video as bg-transitions announces it. */
export interface BackgroundVideo {
  index: number
  element: HTMLElement
  video: RawRecord
}

/** The media of a module: its facades, autoplay by slide, and the players once one plays. */
export interface MediaWiring {
  layer(request: ContentRequest): ContentHandle | undefined
  background(at: BackgroundVideo): ContentHandle
  state(index: number, id: string): VideoState | undefined
  play(index: number, id: string): Promise<void>
  pause(index: number, id: string): void
  destroy(): void
}

/**
 * The slide index of a media asked for at `index`, read from its slide element now: one built
 * once this chunk arrived was asked for before, and `slider.removeSlide` may have moved its slide
 * down meanwhile (kept, it autoplayed with another slide, hidden, and never with its own). A
 * global layer (negative index) and an element not in a slide yet keep theirs.
 */
function indexNow(element: HTMLElement, index: number): number {
  const slide = index < 0 ? null : element.closest<HTMLElement>('.strata-slide')
  return slide ? Number(slide.dataset.index) : index
}

/**
 * The video and audio side of `layersMedia()` (docs/behaviour.md §4, §7): made with the media
 * chunk (issue #25: a module of images never downloads it). Autoplay counts each showing of a
 * slide (for `1sttime` / `no1sttime`); a global layer's media counts as shown when its slide
 * range starts and pauses when it ends. The player code loads once a media has to play.
 */
export function createMediaWiring(ctx: PluginContext, host: WiringHost): MediaWiring {
  const slots = new Map<string, MediaSlot>()
  /** Global layers' media whose slide range includes the showing slide. */
  const globalsOn = new Set<MediaSlot>()
  let runtime: MediaRuntime | undefined
  let pending: Promise<MediaRuntime | undefined> | undefined
  let dead = false
  const getRuntime = () => {
    pending ??= host.loadRuntime().then(
      ({ createMediaRuntime }) => {
        if (dead) return undefined
        runtime = createMediaRuntime(
          ctx,
          () => slots.values(),
          host.runtimeEnv,
          () => shown,
        )
        return runtime
      },
      (error: unknown) => {
        ctx.services.report('layers-media', `the player code could not be loaded: ${error}`)
        return undefined
      },
    )
    return pending
  }
  const play = (slot: MediaSlot, auto: boolean) => getRuntime().then((r) => r?.start(slot, auto))
  const env: MediaLayerEnv = {
    ...host.env,
    play: (slot) => void play(slot, false),
    add(slot) {
      slots.set(slotKey(slot.index, slot.layerId), slot)
      // Built on the slide that shows (built again: lazySlides' layers, a chunk that came late),
      // no change will count it: counted and autoplayed now, as its slide's showing would have.
      if (slot.index === shown) count(slot)
    },
    remove(slot) {
      const key = slotKey(slot.index, slot.layerId)
      if (slots.get(key) === slot) slots.delete(key)
      globalsOn.delete(slot)
      runtime?.release(slot)
    },
  }

  // The slide whose showing was counted; -1 during a change. Made after `ready` (a chunk that
  // `prepare` did not load), the showing slide counts as shown, as it would have been.
  let shown = ctx.state.ready && !ctx.state.locked ? ctx.state.index : -1
  const showGlobal = (slot: MediaSlot) => {
    const on = slot.visible?.() ?? true
    if (on === globalsOn.has(slot)) return
    if (!on) {
      globalsOn.delete(slot)
      runtime?.pause(slot)
      return
    }
    globalsOn.add(slot)
    slot.shown++
    if (autoplays(slot.media, slot.shown)) void play(slot, true)
  }
  const count = (slot: MediaSlot) => {
    slot.shown++
    if (slot.background || autoplays(slot.media, slot.shown)) void play(slot, true)
  }
  const show = (index: number) => {
    if (index === shown || index < 0) return
    shown = index
    for (const slot of slots.values()) {
      if (slot.index < 0) showGlobal(slot)
      if (slot.index === index) count(slot)
    }
  }
  const offs = [
    ctx.on('slide:before', () => {
      shown = -1
    }),
    ctx.on('slide:after', ({ index }) => show(index)),
    ctx.on('module:ready', () => show(ctx.state.index)),
    // `slider.removeSlide`: the later slides' media move down one index with them (the removed
    // slide's left at its `slide:release`). Kept at the old index, a change to a moved slide
    // played the media of the slide after it, hidden, and its own did not start.
    ctx.on('slide:remove', ({ index }) => {
      // The shown slide's index moved too, with no change (-1 when it was the one removed).
      shown = ctx.state.index
      const moved = [...slots.values()]
      slots.clear()
      for (const slot of moved) {
        if (slot.index === index) continue
        if (slot.index > index) slot.index--
        slots.set(slotKey(slot.index, slot.layerId), slot)
      }
    }),
  ]
  const find = (index: number, id: string) => slots.get(slotKey(index, id))
  return {
    layer: (request) =>
      mediaLayer({ ...request, index: indexNow(request.element, request.index) }, env),
    background({ index: asked, element, video }) {
      const index = indexNow(element, asked)
      const path = `slides.${ctx.module.slides[index]?.id ?? index}.bg.video`
      const bg = backgroundMedia(video, ctx.services.report, path, env)
      const warn = (p: string, m: string) =>
        ctx.services.report(`${path}.${p.replace(/^content\./, '')}`, m)
      // Its slide already shows (the video came after the change): `add` autoplays it.
      return mediaFacade(element, { index, layerId: 'bg', ...bg, typeOk: true }, warn, env, true)
    },
    state: (index, id) => find(index, id)?.state,
    async play(index, id) {
      const slot = find(index, id)
      if (slot) await play(slot, false)
    },
    pause(index, id) {
      const slot = find(index, id)
      if (slot) runtime?.pause(slot)
    },
    destroy() {
      dead = true
      for (const off of offs) off()
      runtime?.destroy()
      slots.clear()
    },
  }
}
