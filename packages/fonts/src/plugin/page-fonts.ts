import type { FaceRef } from '../status/font-status'

/** A stylesheet a module holds; the last holder's release takes it out of the page. */
export interface HeldSheet {
  loaded: Promise<void>
  release(): void
}

interface Sheet {
  link: HTMLLinkElement
  loaded: Promise<void>
  holders: number
}

/** What every module of one page shares, so two modules never ask twice. */
export interface PageFonts {
  /** Font stylesheets by URL. */
  sheets: Map<string, Sheet>
  /** `name|style|weight` -> the URL that brings it. */
  requested: Map<string, string>
  /** Providers whose stylesheet failed: no more tries from them (docs/behaviour.md §8). */
  failed: Set<string>
}

const pages = new WeakMap<Document, PageFonts>()

export function pageFonts(doc: Document): PageFonts {
  let p = pages.get(doc)
  if (!p) {
    p = { sheets: new Map(), requested: new Map(), failed: new Set() }
    pages.set(doc, p)
  }
  return p
}

export function fontKey({ name, italic, weight }: FaceRef): string {
  return `${name.toLowerCase()}|${italic ? 'italic' : 'normal'}|${weight}`
}

/**
 * Adds `<link rel="stylesheet">` for `url` once per page (own registry rather than core's page
 * resources: a font sheet leaves the page with the last module that needs it). Rejects with
 * `Failed to load font: {url}` (docs/behaviour.md §8).
 */
export function holdSheet(doc: Document, url: string): HeldSheet {
  const page = pageFonts(doc)
  let sheet = page.sheets.get(url)
  if (!sheet) {
    const link = doc.createElement('link')
    link.rel = 'stylesheet'
    link.href = url
    link.className = 'strata-font'
    const loaded = new Promise<void>((resolve, reject) => {
      link.addEventListener('load', () => resolve(), { once: true })
      link.addEventListener('error', () => reject(new Error(`Failed to load font: ${url}`)), {
        once: true,
      })
    })
    // Nobody may be listening when a released sheet fails; the holders see their own copy.
    loaded.catch(() => {})
    sheet = { link, loaded, holders: 0 }
    page.sheets.set(url, sheet)
    doc.head.append(link)
  }
  sheet.holders++
  const held = sheet
  let released = false
  return {
    loaded: held.loaded,
    release() {
      if (released) return
      released = true
      if (--held.holders > 0) return
      held.link.remove()
      page.sheets.delete(url)
      for (const [key, from] of page.requested) if (from === url) page.requested.delete(key)
    },
  }
}

/**
 * docs/behaviour.md §5 "Weights already on the page are skipped": a face of the family in
 * `doc.fonts` matches the style and weight (a range counts). The fallback faces this package adds
 * have names of their own, never the family's.
 */
export function onPage(doc: Document, { name, italic, weight }: FaceRef): boolean {
  let on = false
  const fonts = (doc as Document & { fonts?: FontFaceSet }).fonts
  fonts?.forEach((face) => {
    const family = face.family.replace(/^["']|["']$/g, '').toLowerCase()
    if (family !== name.toLowerCase()) return
    if ((face.style === 'italic') !== italic) return
    const [lo = 0, hi = lo] = face.weight.split(/\s+/).map(Number)
    const w = face.weight === 'normal' ? 400 : face.weight === 'bold' ? 700 : undefined
    if (w === weight || (weight >= lo && weight <= hi)) on = true
  })
  return on
}
