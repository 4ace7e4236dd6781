import type { LayerModel, ModuleModel, RawValue } from '@strata/core'
import { layerBase } from '@strata/core/layers'

/** What the server shows of the first slide: for search engines and visitors without script. */
export interface FirstSlideContent {
  /** Position in `model.slides`; the `data-index` core adopts. */
  index: number
  title: string
  /** Each text layer's text, markup stripped. */
  texts: string[]
  /** The slide background's image, else the first image layer's; '' when none. */
  image: string
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
}

/** Layer text as plain text: tags become spaces, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A URL from a string or an object `{ src }` (docs/data-format/README.md: both appear). */
function url(v: RawValue): string {
  const src = v && typeof v === 'object' && !Array.isArray(v) ? v.src : v
  return typeof src === 'string' ? src : ''
}

/** The slide background's image: the `slidebg` layer's `bg.image`. */
function bgImage(layer: LayerModel): string {
  const bg = layer.raw.bg
  return layer.subtype === 'slidebg' && bg && typeof bg === 'object' && !Array.isArray(bg)
    ? url(bg.image)
    : ''
}

/**
 * The slide the module starts on (docs/behaviour.md §3 slideshow.firstSlide: 'auto' is the first, a
 * 1-based position, or a slide id / deep-link name), as core picks it.
 */
export function firstIndex({ settings, slides }: ModuleModel): number {
  const first = settings.slideshow.firstSlide
  if (typeof first === 'number') return first >= 1 && first <= slides.length ? first - 1 : 0
  if (first === 'auto') return 0
  // Deep-link names in any case, as core's resolveTarget reads them.
  const name = first.toLowerCase()
  const found = slides.findIndex((s) => s.id === first || s.deepLink.toLowerCase() === name)
  return Math.max(found, 0)
}

/** Title, texts and first image of the slide the module starts on; null when it has none. */
export function firstSlideContent(model: ModuleModel): FirstSlideContent | null {
  // A shuffled order differs between server and browser: render the box only.
  if (model.settings.slideshow.shuffle || !model.slides.length) return null
  const index = firstIndex(model)
  const slide = model.slides[index]
  if (!slide) return null
  // Problems are reported by the slider itself once it runs; the server stays quiet.
  const layers = layerBase.layers?.(slide, [layerBase], () => {}) ?? []
  const visible = [...layers].sort((a, b) => a.order - b.order)
  // A `{{placeholder}}` (slide meta, a feed item's value) is the client's to fill: the server
  // shows no such text rather than the mark, and asks for no such image address.
  const filled = (s?: string): s is string => !!s && !s.includes('{{')
  const texts = visible
    .filter((l) => l.type === 'text' || l.type === 'button')
    .map((l) => plainText(l.content.text))
    .filter(filled)
  const bg = visible.map(bgImage).find(Boolean)
  const image = bg || visible.find((l) => l.type === 'image' && l.content.src)?.content.src
  return { index, title: slide.title, texts, image: filled(image) ? image : '' }
}
