import type { RawRecord, RawValue } from '@strata/core'
import { safeUrl } from '@strata/core/kit'

/** A slide's background as the page's fallback markup gives it. */
export interface FallbackBackground {
  /** The `sr7-bg` layer's id: the last part of its element id (`SR7_1_1-2-6` -> `6`). */
  layerId: string
  src: string
}

/**
 * The fallback backgrounds of a module's slides by slide key (`<sr7-slide data-key>`): the
 * `<img>` inside each `<sr7-bg>`'s `<noscript>`. The noscript's text is parsed in an inert
 * template (nothing loads or runs) and only the image's address is taken, no markup; an address
 * `safeUrl` refuses for media (`javascript:`, ...) goes to `refused` instead.
 */
export function readFallbacks(
  moduleEl: Element,
  refused: (slideKey: string, src: string) => void = () => {},
): Map<string, FallbackBackground> {
  const found = new Map<string, FallbackBackground>()
  const template = moduleEl.ownerDocument.createElement('template')
  for (const slide of moduleEl.querySelectorAll('sr7-slide')) {
    const key = slide.getAttribute('data-key') || slide.id.split('-').pop() || ''
    const bg = slide.querySelector('sr7-bg')
    const noscript = bg?.querySelector('noscript')
    if (!key || !bg || !noscript) continue
    // A browser with scripts reads <noscript> as text, a DOM without them as elements: innerHTML is both.
    template.innerHTML = noscript.innerHTML
    const written = template.content.querySelector('img')?.getAttribute('src')?.trim()
    if (!written) continue
    const src = safeUrl(written, 'media')
    if (src) found.set(key, { layerId: bg.id.split('-').pop() || 'bg', src })
    else refused(key, written)
  }
  return found
}

function isRecord(v: RawValue | undefined): v is RawRecord {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
function isEmpty(v: RawValue | undefined): boolean {
  return (
    v == null || (Array.isArray(v) ? v.length === 0 : isRecord(v) && Object.keys(v).length === 0)
  )
}

/** The result of {@link fillEmptySlides}. */
export interface FilledModule {
  module: RawRecord
  /** Keys of the slides that had no layers. */
  emptySlides: string[]
}

/**
 * A copy of the module in which each slide whose `layers` is empty gets its fallback background
 * as a `slidebg` layer (so it never shows blank) and, when `lazy`, is marked to load its layers
 * by `slideid` (core's `lazySlides`). The page's object is not changed.
 */
export function fillEmptySlides(
  module: RawRecord,
  fallbacks: ReadonlyMap<string, FallbackBackground>,
  lazy: boolean,
): FilledModule {
  const emptySlides: string[] = []
  const slides = module.slides
  if (!isRecord(slides)) return { module, emptySlides }
  const filled: RawRecord = {}
  for (const [key, entry] of Object.entries(slides)) {
    if (!isRecord(entry) || !isEmpty(entry.layers)) {
      filled[key] = entry
      continue
    }
    emptySlides.push(key)
    const bg = fallbacks.get(key) ?? fallbacks.get(String(entry.id ?? ''))
    // The flag sits in the slide's own record: `slide` when the entry wraps it, else the entry.
    const wrapped = Object.hasOwn(entry, 'slide')
    const slide = isRecord(entry.slide) ? entry.slide : {}
    filled[key] = {
      ...entry,
      ...(lazy && (wrapped ? { slide: { ...slide, lazy: true } } : { lazy: true })),
      layers: bg
        ? {
            [bg.layerId]: {
              id: bg.layerId,
              type: 'shape',
              subtype: 'slidebg',
              bg: { image: { src: bg.src } },
            },
          }
        : [],
    }
  }
  return { module: { ...module, slides: filled }, emptySlides }
}
