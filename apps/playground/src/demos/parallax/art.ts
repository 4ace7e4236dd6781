/**
 * The hero's scenery, drawn here as SVG (our own, generated: no third-party art): ridges with
 * snow, pine forests, clouds and birds, each an inline `data:image/svg+xml` image for a shape
 * layer's background. A seeded random walk makes the skylines, so every load draws the same.
 */

/** A small deterministic random source (a linear congruential generator), 0..1. */
function seeded(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const r1 = (v: number) => Math.round(v * 10) / 10

/** An SVG document `w` × `h` holding `body`, as a data URL for a background image. */
export const svgUrl = (w: number, h: number, body: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" preserveAspectRatio="none">${body}</svg>`,
  )}`

/** A skyline: `peaks` summits between `low` and `high` (fractions of `h` from the top). */
function skyline(w: number, h: number, peaks: number, low: number, high: number, seed: number) {
  const rand = seeded(seed)
  const points: [number, number][] = [[0, h * (low + (high - low) * rand())]]
  const step = w / (peaks * 2)
  for (let i = 1; i <= peaks * 2; i++) {
    const summit = i % 2 === 1
    const y = summit ? h * (high + (low - high) * 0.35 * rand()) : h * (low - 0.15 * rand())
    points.push([Math.min(w, i * step + (rand() - 0.5) * step * 0.6), y])
  }
  return points
}

const pathOf = (pts: readonly [number, number][], w: number, h: number) =>
  `M0 ${h} ${pts.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join(' ')} L${w} ${h} Z`

/** A mountain range with snow on the summits higher than `snowLine` (fraction of `h`). */
export function ridge(o: {
  w: number
  h: number
  peaks: number
  seed: number
  top: string
  bottom: string
  snowLine?: number
}): string {
  const { w, h } = o
  const pts = skyline(w, h, o.peaks, 0.75, 0.08, o.seed)
  const id = `g${o.seed}`
  const snow =
    o.snowLine === undefined
      ? ''
      : pts
          .filter(([, y], i) => i % 2 === 1 && y < h * o.snowLine!)
          .map(([x, y]) => {
            const d = (h * o.snowLine! - y) * 0.55
            return `<path d="M${r1(x)} ${r1(y)} L${r1(x + d * 0.8)} ${r1(y + d)} L${r1(x + d * 0.25)} ${r1(y + d * 0.8)} L${r1(x - d * 0.2)} ${r1(y + d * 1.05)} L${r1(x - d * 0.75)} ${r1(y + d)} Z" fill="#f4f1ff" opacity="0.9"/>`
          })
          .join('')
  return svgUrl(
    w,
    h,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.top}"/><stop offset="1" stop-color="${o.bottom}"/></linearGradient></defs><path d="${pathOf(pts, w, h)}" fill="url(#${id})"/>${snow}`,
  )
}

/** A rolling hill with a forest of pines along its crest. */
export function forest(o: {
  w: number
  h: number
  seed: number
  trees: number
  hill: string
  tree: string
}): string {
  const { w, h } = o
  const rand = seeded(o.seed)
  const crest = (x: number) => h * (0.45 + 0.12 * Math.sin((x / w) * Math.PI * 2 + o.seed))
  const hill = `M0 ${h} L0 ${r1(crest(0))} ${Array.from({ length: 21 }, (_, i) => `L${r1((w * i) / 20)} ${r1(crest((w * i) / 20))}`).join(' ')} L${w} ${h} Z`
  const pines = Array.from({ length: o.trees }, () => {
    const x = rand() * w
    const size = h * (0.18 + 0.22 * rand())
    const base = crest(x) + h * 0.06
    const tier = (k: number) => {
      const top = base - size * (0.45 + 0.3 * k)
      const half = size * (0.28 - 0.07 * k)
      return `M${r1(x)} ${r1(top)} L${r1(x + half)} ${r1(top + size * 0.42)} L${r1(x - half)} ${r1(top + size * 0.42)} Z`
    }
    return `<path d="${tier(0)} ${tier(1)} ${tier(2)}"/><rect x="${r1(x - size * 0.03)}" y="${r1(base - size * 0.12)}" width="${r1(size * 0.06)}" height="${r1(size * 0.14)}"/>`
  }).join('')
  return svgUrl(w, h, `<path d="${hill}" fill="${o.hill}"/><g fill="${o.tree}">${pines}</g>`)
}

/** A soft cloud: overlapping ellipses in one colour. */
export function cloud(w: number, h: number, seed: number, colour = '#ffffff'): string {
  const rand = seeded(seed)
  const puffs = Array.from({ length: 7 }, (_, i) => {
    const cx = w * (0.15 + 0.7 * (i / 6)) + (rand() - 0.5) * w * 0.05
    const ry = h * (0.22 + 0.2 * Math.sin((i / 6) * Math.PI) + 0.08 * rand())
    return `<ellipse cx="${r1(cx)}" cy="${r1(h * 0.7 - ry * 0.5)}" rx="${r1(w * 0.14)}" ry="${r1(ry)}"/>`
  }).join('')
  return svgUrl(
    w,
    h,
    `<g fill="${colour}">${puffs}<rect x="${r1(w * 0.1)}" y="${r1(h * 0.55)}" width="${r1(w * 0.8)}" height="${r1(h * 0.3)}" rx="${r1(h * 0.15)}"/></g>`,
  )
}

/** A few birds: shallow Vs. */
export function birds(w: number, h: number, seed: number): string {
  const rand = seeded(seed)
  const vs = Array.from({ length: 5 }, () => {
    const x = rand() * w * 0.85 + w * 0.05
    const y = rand() * h * 0.7 + h * 0.15
    const s = 6 + rand() * 8
    return `<path d="M${r1(x - s)} ${r1(y - s * 0.4)} Q${r1(x - s * 0.4)} ${r1(y - s * 0.5)} ${r1(x)} ${r1(y)} Q${r1(x + s * 0.4)} ${r1(y - s * 0.5)} ${r1(x + s)} ${r1(y - s * 0.4)}"/>`
  }).join('')
  return svgUrl(
    w,
    h,
    `<g fill="none" stroke="#2a1f45" stroke-width="2" stroke-linecap="round">${vs}</g>`,
  )
}
