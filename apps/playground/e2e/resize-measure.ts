import { fixture, type Raw } from './fidelity-measure'

// Shared by the resize specs (layers-resize*.spec.ts): the real-shape hero as several slides, and
// a comparison of what a resized page draws against what a page loaded at that width draws.

/**
 * The real-shape hero (fidelity-hero, as exported) as `count` slides, without slide actions and
 * without its background's Ken Burns: the pan runs the slide's whole 9 s, so no measure came to
 * rest and every `settle` waited its 8 s limit (about 100 s of the suite's time).
 */
export function heroSlides(count: number): Raw {
  const hero = fixture('fidelity-hero')
  const [slide] = Object.values(hero.slides) as Raw[]
  const slides: Raw = {}
  for (let id = 1; id <= count; id++) {
    const copy = structuredClone(slide)
    delete copy.layers['1'].tl.in.pan
    slides[id] = { ...copy, id, slide: { ...copy.slide, id, order: id, actions: [] } }
  }
  return { ...hero, slides }
}

/** Every number of `got` within 2 px of `want`'s (a missing one fails), as lines of differences. */
export function differences(got: unknown, want: unknown, path = ''): string[] {
  if (typeof want === 'number')
    return typeof got === 'number' && Math.abs(got - want) <= 2 ? [] : [`${path}: ${got} ≠ ${want}`]
  if (want && typeof want === 'object') {
    const g = (got ?? {}) as Record<string, unknown>
    return Object.entries(want).flatMap(([k, v]) => differences(g[k], v, `${path}.${k}`))
  }
  return got === want ? [] : [`${path}: ${String(got)} ≠ ${String(want)}`]
}
