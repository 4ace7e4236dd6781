/**
 * GSAP 3's core eases by name, without GSAP (issue #25, docs/performance.md): the layer and
 * background plugins ease by name, and a module whose layers only fade then needs no GSAP (27.7 KB
 * gzip). Each family is its formula as gsap-core computes it, so the values match
 * `gsap.parseEase`'s to float rounding (most of them exactly).
 */

/** An ease: a tween's progress (0..1) to its eased progress. */
export type Ease = (progress: number) => number

/** The families with in, out and inOut eases, lowercase; Power0–4 are Linear–Quint again. */
const FAMILIES = [
  'linear',
  'quad',
  'cubic',
  'quart',
  'quint',
  'strong',
  'sine',
  'expo',
  'circ',
  'bounce',
  'back',
  'elastic',
  'power0',
  'power1',
  'power2',
  'power3',
  'power4',
]
/** Kinds, as the lowercase spellings name them: `quad.in`; `Quad.easeIn` is read as that. */
const KINDS = ['in', 'out', 'inOut']
const TWO_PI = Math.PI * 2

/** The ease run backwards: GSAP's out from an in, or in from an out. */
function mirror(ease: Ease): Ease {
  return (p) => 1 - ease(1 - p)
}

/**
 * The ease of `kind` (0 in, 1 out, 2 inOut) from a family's in-curve (out-curve if `out`), as
 * GSAP derives them: each mirrors the other, and inOut runs in then out, each at twice the speed.
 */
function derive(curve: Ease, kind: number, out?: boolean): Ease {
  if (out && kind === 1) return curve
  const ease = out ? mirror(curve) : curve
  if (kind === 0) return ease
  return kind === 1 ? mirror(ease) : (p) => (p < 0.5 ? ease(p * 2) / 2 : 1 - ease((1 - p) * 2) / 2)
}

/** Sine, Expo (GSAP blends in p⁶ so that it lands on 1) and Circ, as in-curves. */
const CURVES: Ease[] = [
  (p) => (p === 1 ? 1 : 1 - Math.cos(p * (TWO_PI / 4))),
  (p) => 2 ** (10 * (p - 1)) * p + p ** 6 * (1 - p),
  (p) => 1 - Math.sqrt(1 - p * p),
]

/** Bounce's out-curve: parabolas between the landings at 1, 2, 2.5 and 2.75 (of 2.75). */
const bounceOut: Ease = (p) => {
  const x = p * 2.75
  let half = 2 // the bounce's half-width; the first is the right half of a fall from -1
  let end = 1
  while (x >= end && half > 0.25) {
    half /= 2
    end += half
  }
  return 1 - (end - x) * (x - end + half)
}

/** Back's out-curve, overshooting by `s`. */
function backOut(s = 1.70158): Ease {
  return (p) => {
    const q = p - 1
    return p ? q * q * ((s + 1) * q + s) + 1 : 0
  }
}

/**
 * Elastic's out-curve. As in GSAP, an amplitude under 1 shortens the period instead (the curve
 * would not start at 0), a period of 0 takes the default, and inOut's default is longer.
 */
function elasticOut(kind: number, amplitude = 1, period = 0): Ease {
  const a = Math.max(amplitude, 1)
  const cycle = (period || (kind === 2 ? 0.45 : 0.3)) / Math.min(amplitude, 1)
  const shift = (cycle / TWO_PI) * (Math.asin(1 / a) || 0)
  const speed = TWO_PI / cycle
  return (p) => (p === 1 ? 1 : a * 2 ** (-10 * p) * Math.sin((p - shift) * speed) + 1)
}

/** `steps(count, immediateStart)`: GSAP's SteppedEase, which holds its last step just before 1. */
function steps(count = 1, start = 0): Ease {
  const size = 1 / count
  const scale = count + (start ? 0 : 1)
  return (p) => (((scale * Math.min(Math.max(p, 0), 1 - 1e-8)) | 0) + (start ? 1 : 0)) * size
}

/** `name`'s ease, read the way GSAP's parseEase reads it (uncached). */
function parse(name: string): Ease | undefined {
  const open = name.indexOf('(')
  const close = name.indexOf(')')
  const base = open < 0 ? name : name.slice(0, open)
  const texts = name.slice(open + 1, close).split(',')
  // The numbers in parentheses, for the eases that take them (the others ignore them). None for
  // an object (`{...}`), no `)`, or an argument GSAP's parseFloat reads otherwise (`1.5px`, empty).
  const args =
    open < 0
      ? []
      : close < 0 || name.includes('{') || texts.some((text) => +text !== parseFloat(text))
        ? undefined
        : texts.map(Number)
  const [a, b] = args ?? []
  if (base === 'none') return (p) => p
  // Bare (no numbers), GSAP's steps is its config object, not an ease.
  if (base === 'steps' || base === 'SteppedEase') return args?.length ? steps(a, b) : undefined
  // `Quad.easeInOut` is read as `quad.inOut`.
  const [word = '', kindName = 'out', more] = base
    .replace(/^([A-Z][a-z]+\d?\.)ease([IO])/, (_, family: string, kind: string) =>
      (family + kind).toLowerCase(),
    )
    .split('.')
  const index = FAMILIES.indexOf(word)
  const family = index > 11 ? index - 12 : index
  const kind = KINDS.indexOf(kindName)
  if (family < 0 || kind < 0 || more !== undefined) return undefined
  // Linear is Power0 (p¹), Quad Power1 (p²) ... Quint and Strong are both Power4 (p⁵).
  if (family < 6) {
    const power = Math.min(family + 1, 5)
    return derive((p) => p ** power, kind)
  }
  if (family < 9) return derive(CURVES[family - 6]!, kind)
  if (family === 9) return derive(bounceOut, kind, true)
  // Back and Elastic take numbers: `back.out(1.7)`, `elastic.inOut(1, 0.5)`.
  return args && derive(family === 10 ? backOut(a) : elasticOut(kind, a, b), kind, true)
}

/** Config forms are open-ended (`back.out(1.71)` ...), so the cache starts over when this full. */
const CACHE_MAX = 256
const cache = new Map<string, Ease>()

/**
 * GSAP 3's ease of `name` (as `gsap.parseEase(name)` returns it) for GSAP's core eases, without
 * GSAP; undefined for any other name. Spellings: `none`; `Quad.easeIn`, `quad.in`, `quad` (out),
 * and so on for Linear, Cubic, Quart, Quint, Strong, Power0–4, Sine, Expo, Circ, Bounce, Back and
 * Elastic; config forms `back.out(2)`, `elastic.inOut(1, 0.5)`, `steps(5)`, `SteppedEase(5, 1)`.
 * Undefined where GSAP gives no ease either: `Linear.easeNone` (not a key of its table), bare
 * `Power2` (an object), bare `steps`, and Object.prototype's names (`constructor`), which its
 * plain-object table hands back. Undefined also, where GSAP computes something, for Back,
 * Elastic or steps with an object argument (`{...}`), no `)`, or an argument that is not a plain
 * decimal number (`1.5px`, `true`, empty: GSAP mixes the text into its arithmetic).
 * Cached by name: a module names a handful of eases over hundreds of keyframes.
 */
export function easeNamed(name: string): Ease | undefined {
  const cached = cache.get(name)
  if (cached) return cached
  const ease = parse(name)
  if (ease) {
    if (cache.size >= CACHE_MAX) cache.clear()
    cache.set(name, ease)
  }
  return ease
}
