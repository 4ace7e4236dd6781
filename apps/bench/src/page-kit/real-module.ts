import type { RawRecord } from '@strata/core'
import hero from '../fixtures/hero.module.json'

/** A split-text entrance (export keys): words rise and fade in, 40 ms apart. */
const WORDS = {
  all: [
    { t: 0, o: 0, y: [24, '#a', '#a', '#a', '#a'] },
    { t: 200, d: 500, e: 'power3.out', o: 1, y: [0, '#a', '#a', '#a', '#a'], sd: 40 },
  ],
}
/** Text layers that get the split entrance on top of their own `in`. */
const SPLIT = new Set(['14', '23', '45', '46', '47', '60'])

/**
 * A module in the shape of a real export (apps/playground/e2e/fixtures/real/fidelity-hero: zones,
 * rows, columns, texts, a button, shapes, a masked text, in and out scenes on every layer), its
 * slide repeated `count` times, six texts a slide split into words, and a 3D cube slide change.
 * With `image`, every slide's background is that image over its gradient (`bg.image`), as most
 * exported heroes have one; a function gives each slide (1 to `count`) an image of its own.
 * Without `words`, the texts keep the export's own scenes (no split entrance added).
 */
export function realModule(
  count: number,
  image?: string | ((slide: number) => string),
  words = true,
): RawRecord {
  const source = hero as unknown as RawRecord
  const [slide] = Object.values(source.slides as RawRecord) as RawRecord[]
  const slides: RawRecord = {}
  for (let i = 1; i <= count; i++) {
    const copy = structuredClone(slide) as RawRecord
    const layers = copy.layers as Record<string, RawRecord>
    for (const [id, layer] of Object.entries(layers)) {
      const tl = layer.tl as Record<string, RawRecord> | undefined
      if (words && SPLIT.has(id) && tl?.in) tl.in.words = structuredClone(WORDS)
      if (image && layer.subtype === 'slidebg')
        layer.bg = {
          ...(layer.bg as RawRecord),
          image: { src: typeof image === 'string' ? image : image(i), size: 'cover' },
        }
    }
    const meta = copy.slide as RawRecord
    slides[String(i)] = { ...copy, id: i, slide: { ...meta, id: i, order: i, actions: [] } }
  }
  return { ...source, slides }
}
