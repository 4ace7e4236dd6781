import type { RawRecord, RawValue } from '@strata/core'
import { entries, isRec, quiet } from '@strata/core/kit'

/** A slide background image (docs/behaviour.md §3 "image: src, pos, repeat, size, sizeVal"). */
export interface BgImage {
  src: string
  /** CSS background-position. @default 'center center' */
  position: string
  /** CSS background-size: cover, contain, or the custom `sizeVal`. @default 'cover' */
  size: string
  /** CSS background-repeat. @default 'no-repeat' */
  repeat: string
}

/** What a slide's `slidebg` layer asks to draw. */
export interface BgData {
  /** Raw colour or gradient, for core's colour service. */
  colour: RawValue
  image?: BgImage
  /** Raw video settings, for the media package (the `bg-transitions:video` event). */
  video?: RawRecord
  /** Ken Burns keyframes (`tl.in.pan`). */
  pan?: RawValue
  /** Path of the layer in the raw data (`slides.<id>.layers.<key>`). */
  path: string
  /** The `slidebg` layer's id (its `id`, else its key): the drawn background carries it. */
  layerId?: string
}

function str(v: RawValue, d: string): string {
  return typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? `${v}` : d
}

/** The image record: a url string or `{ src, pos, size, sizeVal, repeat }`. */
function image(v: RawValue): BgImage | undefined {
  const r: RawRecord = isRec(v) ? v : { src: v }
  const src = str(r.src ?? r.url, '')
  if (!src) return undefined
  const size = str(r.size, 'cover')
  return {
    src,
    position: str(r.pos ?? r.position, 'center center'),
    size: size === 'custom' || size === 'percentage' ? str(r.sizeVal, 'cover') : size,
    repeat: str(r.repeat, 'no-repeat'),
  }
}

/** A slide's `slidebg` layer among its raw layers (`subtype` or `type`): its key and record. */
export function findSlideBg(rawLayers: RawValue): [string, RawRecord] | undefined {
  const found = entries(rawLayers, quiet, '').find(
    ([, l]) => isRec(l) && (l.subtype === 'slidebg' || l.type === 'slidebg'),
  )
  return found && isRec(found[1]) ? [found[0], found[1]] : undefined
}

/** A `slidebg` layer's raw colour: `bg.color` (or `bg.colour`), null when it has none. */
export function bgColour(layer: RawRecord | undefined): RawValue {
  const bg: RawRecord = isRec(layer?.bg) ? layer.bg : {}
  return bg.color ?? bg.colour ?? null
}

/** Each slide of a module's raw data: its raw layers and its `slidebg` layer, when it has one. */
export function slideBgsInData(data: RawValue): { layers: RawValue; layer?: RawRecord }[] {
  return entries(isRec(data) ? data.slides : undefined, quiet, '').map(([, slide]) => {
    const layers = isRec(slide) ? slide.layers : undefined
    return { layers, layer: findSlideBg(layers)?.[1] }
  })
}

/**
 * Reads a slide's background from its `slidebg` layer (docs/data-format/README.md: `bg {color, image,
 * video}`; the image may also be the layer's `content.src`), read in place, never changed.
 */
export function readBackground(rawLayers: RawValue, slidePath: string): BgData {
  const found = findSlideBg(rawLayers)
  const layer: RawRecord = found?.[1] ?? {}
  const bg: RawRecord = isRec(layer.bg) ? layer.bg : {}
  const content: RawRecord = isRec(layer.content) ? layer.content : {}
  const img = image(bg.image) ?? image(content.src)
  const tl = isRec(layer.tl) && isRec(layer.tl.in) ? layer.tl.in : {}
  // Fields set one by one, no record made and spread for each (issue #25: every slide built).
  const data: BgData = {
    colour: bgColour(layer),
    path: `${slidePath}.layers.${found?.[0] ?? 'slidebg'}`,
  }
  if (img) data.image = img
  if (isRec(bg.video) && Object.keys(bg.video).length) data.video = bg.video
  if (tl.pan !== undefined) data.pan = tl.pan
  if (found) data.layerId = str(layer.id, found[0])
  return data
}
