import type { Plugin, RawValue } from '@strata/core'
import { loadingServices, preloadImage } from '@strata/core/loading'
import { addLayerContent } from '@strata/layers-text'
import { backgroundMediaSchema, MEDIA_TYPES } from '../defaults'
import { firstSlideImages } from '../image/first-images'
import { imageLayer } from '../image/image-layer'
import { refuseMediaUrl } from '../media-url'
import { layersMediaPart } from '../normalise'
import type { SvgHost } from '../svg/svg-layer'
import type { MediaLayerEnv } from '../video/media-layer'
import type { MediaRuntime } from '../video/runtime'
import { autoplays, type MediaSlot, slotKey } from '../video/slot'
import { chunkKit } from './chunk-kit'
import {
  contentLater,
  contentUse,
  loadMediaChunk,
  loadSvgChunk,
  type MediaChunk,
  type SvgChunk,
} from './content-chunks'
import type { LayersMediaApi } from './events'
import { type LayersMediaOptions, VIMEO_API, YOUTUBE_API, youtubePoster } from './options'

/** Queue priority of the showing slide's images (others: 1). */
const CURRENT_PRIORITY = 10

function fetchText(url: string, signal: AbortSignal): Promise<string> {
  return fetch(url, { signal }).then((r) =>
    r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`)),
  )
}

/**
 * Image, video, audio and svg layers, and slide background videos (docs/behaviour.md §3, §4,
 * §7, §8), built on @strata/layers-text's layer machinery: layers-text places, animates and
 * wires them, this plugin fills them. Videos show a poster facade; the player code and the
 * provider's API load only when a media has to play. The svg layer and the video and audio
 * facades are chunks of their own, loaded in `prepare` (before the first paint) when the data
 * has such layers or a background video: a module of images never downloads them.
 */
export function layersMedia(
  options: LayersMediaOptions = {},
): Plugin<'layers-media', LayersMediaOptions, LayersMediaApi> {
  let svg: SvgChunk | undefined
  let media: MediaChunk | undefined
  return {
    name: 'layers-media',
    options,
    requires: ['layers-text'],
    normalise: layersMediaPart,
    async prepare(data) {
      // The first slide's images download while the chunks load, not once the slide is built.
      for (const { src, candidates } of firstSlideImages(data as RawValue))
        preloadImage(src, candidates ? { candidates } : {})
      const use = contentUse(data as RawValue)
      const [s, m] = await Promise.all([
        use.svg ? loadSvgChunk() : undefined,
        use.media ? loadMediaChunk() : undefined,
      ])
      svg ??= s
      media ??= m
      return data
    },
    setup(ctx) {
      const loading = loadingServices(ctx)
      const slots = new Map<string, MediaSlot>()
      /** Global layers' media whose slide range includes the showing slide. */
      const globalsOn = new Set<MediaSlot>()
      let runtime: MediaRuntime | undefined
      let pending: Promise<MediaRuntime | undefined> | undefined
      let dead = false
      const win = ctx.root.ownerDocument.defaultView as Window & typeof globalThis
      // The player code is a chunk of its own: a module with no media to play never loads it.
      const getRuntime = () => {
        pending ??= import('../video/runtime').then(
          ({ createMediaRuntime }) => {
            if (dead) return undefined
            runtime = createMediaRuntime(ctx, () => slots.values(), {
              loadScript: (url) => loading.resources.loadScript(url, { path: 'layers-media' }),
              youtubeApi: options.youtubeApi ?? YOUTUBE_API,
              vimeoApi: options.vimeoApi ?? VIMEO_API,
              win,
              pauseWhenHidden: options.pauseWhenHidden ?? true,
              kit: chunkKit,
            })
            return runtime
          },
          (error: unknown) => {
            ctx.services.report('layers-media', `the player code could not be loaded: ${error}`)
            return undefined
          },
        )
        return pending
      }
      const chunkFailed = (error: unknown) => {
        if (!dead)
          ctx.services.report('layers-media', `the layer code could not be loaded: ${error}`)
      }
      // A chunk `prepare` did not load (data it did not see): loaded now, kept for the next.
      const svgLater = () =>
        loadSvgChunk().then((c) => {
          svg = c
          return c
        })
      const mediaLater = () =>
        loadMediaChunk().then((c) => {
          media = c
          return c
        })
      const play = (slot: MediaSlot, auto: boolean) =>
        getRuntime().then((r) => r?.start(slot, auto))
      // Global (static) layers (negative index) show with the first slide: theirs come first too.
      const priority = (index: number) =>
        index < 0 || index === Math.max(0, ctx.state.index) ? CURRENT_PRIORITY : 1
      const env: MediaLayerEnv = {
        youtubePoster: options.youtubePoster ?? youtubePoster,
        refuseUrl: refuseMediaUrl,
        mediaTypes: MEDIA_TYPES,
        backgroundSchema: backgroundMediaSchema(),
        loadPoster: (url, index) =>
          loading.images
            .load({ url, priority: priority(index), path: 'layers-media.poster' })
            .then((r) => r.state !== 'error'),
        play: (slot) => void play(slot, false),
        add: (slot) => slots.set(slotKey(slot.index, slot.layerId), slot),
        kit: chunkKit,
        remove(slot) {
          const key = slotKey(slot.index, slot.layerId)
          if (slots.get(key) === slot) slots.delete(key)
          globalsOn.delete(slot)
          runtime?.release(slot)
        },
      }
      const svgHost: SvgHost = { fetchText, kit: chunkKit }
      // layers-text's api exists once every plugin is set up: used only after an image failed.
      const relayout = () => ctx.plugin('layers-text')?.relayout()
      const images = { images: loading.images, priority, relayout }
      // Each built slide's image addresses: the next slide's move to the front of the queue.
      const imageUrls = new Map<number, Set<string>>()
      const removeContent = addLayerContent(
        ctx.root,
        ['image', 'video', 'audio', 'svg'],
        (request) => {
          const t = request.layer.type
          if (t === 'image') {
            const { index, layer } = request
            const urls = imageUrls.get(index) ?? new Set<string>()
            imageUrls.set(index, urls.add(layer.content.src))
            const handle = imageLayer(request, images)
            return {
              destroy() {
                urls.delete(layer.content.src)
                handle.destroy()
              },
            }
          }
          if (t === 'svg')
            return svg
              ? svg.svgLayer(request, svgHost)
              : contentLater(svgLater, (c) => c.svgLayer(request, svgHost), chunkFailed)
          if (!request.layer.media) return undefined
          return media
            ? media.mediaLayer(request, env)
            : contentLater(mediaLater, (c) => c.mediaLayer(request, env), chunkFailed)
        },
        layersMediaPart,
      )

      // Autoplay when a slide shows (each showing counted, for 1sttime / no1sttime). A global
      // layer's media counts as shown when its slide range starts, and pauses when it ends.
      let shown = -1
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
      const show = (index: number) => {
        if (index === shown || index < 0) return
        shown = index
        for (const slot of slots.values()) {
          if (slot.index < 0) showGlobal(slot)
          if (slot.index !== index) continue
          slot.shown++
          if (slot.background || autoplays(slot.media, slot.shown)) void play(slot, true)
        }
      }
      const backgrounds = new Map<number, { destroy(): void }>()
      const dropBackground = (index: number) => {
        backgrounds.get(index)?.destroy()
        backgrounds.delete(index)
      }
      const offs = [
        ctx.on('slide:before', ({ to }) => {
          shown = -1
          for (const url of imageUrls.get(to) ?? [])
            loading.images.setPriority(url, CURRENT_PRIORITY)
        }),
        ctx.on('slide:after', ({ index }) => show(index)),
        ctx.on('module:ready', () => show(ctx.state.index)),
        ctx.on('bg-transitions:video', ({ index, element, video }) => {
          dropBackground(index)
          const attach = (chunk: MediaChunk) => {
            const path = `slides.${ctx.module.slides[index]?.id ?? index}.bg.video`
            const bg = chunk.backgroundMedia(video, ctx.services.report, path, env)
            const warn = (p: string, m: string) =>
              ctx.services.report(`${path}.${p.replace(/^content\./, '')}`, m)
            const at = { index, layerId: 'bg', ...bg, typeOk: true }
            const handle = chunk.mediaFacade(element, at, warn, env, true)
            if (index === ctx.state.index && shown === index) {
              shown = -1
              show(index)
            }
            return handle
          }
          backgrounds.set(
            index,
            media ? attach(media) : contentLater(mediaLater, attach, chunkFailed),
          )
        }),
        ctx.on('slide:release', ({ index }) => dropBackground(index)),
      ]
      const find = (index: number, id: string) => slots.get(slotKey(index, id))
      return {
        api: {
          state: (index, id) => find(index, id)?.state,
          async play(index, id) {
            const slot = find(index, id)
            if (slot) await play(slot, false)
          },
          pause(index, id) {
            const slot = find(index, id)
            if (slot) runtime?.pause(slot)
          },
        },
        destroy() {
          dead = true
          for (const off of offs) off()
          for (const index of [...backgrounds.keys()]) dropBackground(index)
          removeContent()
          runtime?.destroy()
          slots.clear()
          loading.destroy()
        },
      }
    },
  }
}
