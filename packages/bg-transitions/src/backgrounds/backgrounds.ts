import type { PluginContext, SlideModel } from '@strata/core'
import { decodeOutOfView, type LoadingServices } from '@strata/core/loading'
import { type BgDecls, backgroundDecls, declsCss } from './bg-css'
import { type BgData, type BgImage, readBackground } from './bg-data'

const FILL = 'position:absolute;inset:0;'

/** A drawn slide background. */
export interface DrawnBg {
  el: HTMLElement
  data: BgData
  /** The current background declarations (pieces of a transition copy them). */
  css: string
  /** The same, by property (the kept transition slots set them one by one). */
  decls: BgDecls
}

/**
 * Draws each slide's background (its `slidebg` layer) as the slide's first child when the slide
 * is built: colour or gradient through core's colour service, the image through the image queue
 * (the colour shows until it loads; decoded ahead on a slide out of view), the overlay pattern,
 * and a `strata-bg-video` box announced with `bg-transitions:video` for the media package.
 * Released with the slide.
 */
export function createBackgrounds(ctx: PluginContext, loading: LoadingServices) {
  // By slide element, not index: `slider.removeSlide` moves the later slides down one index,
  // and an element stays its slide's.
  const drawn = new Map<HTMLElement, DrawnBg>()

  const draw = (index: number, element: HTMLElement, slide: SlideModel): void => {
    release(element)
    const data = readBackground(slide.rawLayers, `slides.${slide.id}`)
    const el = element.ownerDocument.createElement('div')
    el.className = 'strata-bg'
    // The background is the slidebg layer as drawn: it answers to that layer's id like every
    // other layer element does.
    if (data.layerId !== undefined) el.dataset.layerId = data.layerId
    const overlay = slide.backgroundOverlay ?? 0
    let image: BgImage | undefined
    /** Writes the declarations: a whole new list, so the element keeps its box (transform). */
    const paint = () => {
      bg.decls = backgroundDecls(colour, image, overlay)
      bg.css = declsCss(bg.decls)
      el.style.cssText =
        FILL + bg.css + (el.style.transform ? `;transform:${el.style.transform}` : '')
    }
    // A colour that needed core's gradient reader before it had loaded comes again, final.
    let colour =
      data.colour == null
        ? 'transparent'
        : loading.colour(data.colour, `${data.path}.bg.color`, (css) => {
            colour = css
            if (drawn.get(element) === bg) paint()
          })
    const decls = backgroundDecls(colour, undefined, overlay)
    const bg: DrawnBg = { el, data, css: declsCss(decls), decls }
    el.style.cssText = FILL + bg.css
    element.prepend(el)
    drawn.set(element, bg)
    if (data.image) {
      const src = data.image
      void loading.images.load({ url: src.src, path: `${data.path}.bg.image` }).then((rec) => {
        if (drawn.get(element) !== bg || rec.state === 'error') return
        decodeOutOfView(rec.image, element)
        // Painted from the address the queue loaded (trimmed, `//` collapsed, spaces encoded):
        // the raw one could be a second download, or a CSS escape (a backslash).
        image = { ...src, src: rec.src }
        paint()
      })
    }
    if (data.video) {
      const box = element.ownerDocument.createElement('div')
      box.className = 'strata-bg-video'
      box.style.cssText = FILL
      el.append(box)
      ctx.emit('bg-transitions:video', { index, element: box, video: data.video })
    }
  }

  const release = (element: HTMLElement): void => {
    drawn.get(element)?.el.remove()
    drawn.delete(element)
  }

  const offs = [
    ctx.on('slide:build', ({ index, element, slide }) => draw(index, element, slide)),
    ctx.on('slide:release', ({ element }) => release(element)),
  ]

  return {
    /**
     * Slide `index`'s background. Asked of built slides only (their element is there); -1, the
     * index while the error slide shows, has none (`slideElement` would make one).
     */
    get: (index: number) => (index < 0 ? undefined : drawn.get(ctx.slideElement(index))),
    destroy() {
      for (const off of offs) off()
      for (const element of [...drawn.keys()]) release(element)
    },
  }
}

export type Backgrounds = ReturnType<typeof createBackgrounds>
