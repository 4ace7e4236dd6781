import type { Plugin, RawValue } from '@strata/core'
import { loadingServices, preloadImage } from '@strata/core/loading'
import { addLayerContent, type ContentHandle } from '@strata/layers-text'
import { backgroundMediaSchema, MEDIA_TYPES } from '../defaults'
import { firstSlideImages } from '../image/first-images'
import { imageLayer } from '../image/image-layer'
import { refuseMediaUrl } from '../media-url'
import { layersMediaPart } from '../normalise'
import type { SvgHost } from '../svg/svg-layer'
import type { MediaWiring, WiringHost } from '../video/wiring'
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
      let dead = false
      const win = ctx.root.ownerDocument.defaultView as Window & typeof globalThis
      // Global (static) layers (negative index) show with the first slide: theirs come first too.
      const priority = (index: number) =>
        index < 0 || index === Math.max(0, ctx.state.index) ? CURRENT_PRIORITY : 1
      // Video and audio: the media chunk's wiring, made when the chunk is in (at once when
      // `prepare` loaded it). The player code is a chunk of its own, loaded once one plays.
      const host: WiringHost = {
        env: {
          youtubePoster: options.youtubePoster ?? youtubePoster,
          refuseUrl: refuseMediaUrl,
          mediaTypes: MEDIA_TYPES,
          backgroundSchema: backgroundMediaSchema(),
          loadPoster: (url, index) =>
            loading.images
              .load({ url, priority: priority(index), path: 'layers-media.poster' })
              .then((r) => r.state !== 'error'),
          kit: chunkKit,
        },
        loadRuntime: () => import('../video/runtime'),
        runtimeEnv: {
          loadScript: (url) => loading.resources.loadScript(url, { path: 'layers-media' }),
          youtubeApi: options.youtubeApi ?? YOUTUBE_API,
          vimeoApi: options.vimeoApi ?? VIMEO_API,
          win,
          pauseWhenHidden: options.pauseWhenHidden ?? true,
          kit: chunkKit,
        },
      }
      let wiring: MediaWiring | undefined
      const wire = (chunk: MediaChunk) => (wiring ??= chunk.createMediaWiring(ctx, host))
      if (media) wire(media)
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
      const mediaLater = (build: (w: MediaWiring) => ContentHandle | undefined) =>
        contentLater(
          loadMediaChunk,
          (c) => {
            media = c
            return dead ? undefined : build(wire(c))
          },
          chunkFailed,
        )
      const svgHost: SvgHost = { kit: chunkKit }
      // layers-text's api exists once every plugin is set up: used only after an image failed.
      const relayout = () => ctx.plugin('layers-text')?.relayout()
      const images = { images: loading.images, priority, relayout }
      const removeContent = addLayerContent(
        ctx.root,
        ['image', 'video', 'audio', 'svg'],
        (request) => {
          const t = request.layer.type
          if (t === 'image') return imageLayer(request, images)
          if (t === 'svg')
            return svg
              ? svg.svgLayer(request, svgHost)
              : contentLater(svgLater, (c) => c.svgLayer(request, svgHost), chunkFailed)
          if (!request.layer.media) return undefined
          return wiring ? wiring.layer(request) : mediaLater((w) => w.layer(request))
        },
        layersMediaPart,
      )

      // Background videos by slide element, not index: `slider.removeSlide` moves the later
      // slides down one index, and an element stays its slide's.
      const backgrounds = new Map<HTMLElement, ContentHandle>()
      const dropBackground = (slide: HTMLElement) => {
        backgrounds.get(slide)?.destroy()
        backgrounds.delete(slide)
      }
      const offs = [
        // The next slide's images move to the front of the queue. Read from its layers by the
        // index it has now: a map kept by index went stale at `slider.removeSlide`.
        ctx.on('slide:before', ({ to }) => {
          for (const layer of ctx.layers(to))
            if (layer.type === 'image')
              loading.images.setPriority(layer.content.src, CURRENT_PRIORITY)
        }),
        ctx.on('bg-transitions:video', (video) => {
          // Sent as the slide is built: its element is there.
          const slide = ctx.slideElement(video.index)
          dropBackground(slide)
          backgrounds.set(
            slide,
            wiring ? wiring.background(video) : mediaLater((w) => w.background(video)),
          )
        }),
        ctx.on('slide:release', ({ element }) => dropBackground(element)),
      ]
      return {
        api: {
          state: (index, id) => wiring?.state(index, id),
          play: async (index, id) => wiring?.play(index, id),
          pause: (index, id) => wiring?.pause(index, id),
        },
        destroy() {
          dead = true
          for (const off of offs) off()
          for (const slide of [...backgrounds.keys()]) dropBackground(slide)
          removeContent()
          wiring?.destroy()
          loading.destroy()
        },
      }
    },
  }
}
