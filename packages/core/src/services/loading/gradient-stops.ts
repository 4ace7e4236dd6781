import type { GradientStop } from './gradient-parse'

type Report = (path: string, message: string) => void

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value))
}
const RGBA = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/i
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** Reads a colour string (rgb, rgba, hex) into channels, or undefined. */
function channels(text: string): [number, number, number, number] | undefined {
  const rgba = RGBA.exec(text.trim())
  if (rgba) {
    const alpha = rgba[4] ?? '1'
    const a = alpha.endsWith('%') ? Number.parseFloat(alpha) / 100 : Number(alpha)
    return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), a]
  }
  const hex = HEX.exec(text.trim())?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const byte = (i: number) => Number.parseInt(full.slice(i, i + 2), 16)
  return [byte(0), byte(2), byte(4), full.length === 8 ? byte(6) / 255 : 1]
}

function num(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback
}

/** One stop from `{ r, g, b, a, p | position }` or `{ color: 'rgba(...)', p }`. */
function parseStop(raw: unknown, index: number, count: number): GradientStop | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const stop = raw as Record<string, unknown>
  const fallbackP = count > 1 ? (index / (count - 1)) * 100 : 0
  const p = clamp(num(stop.p ?? stop.position, fallbackP), 0, 100)
  const text = typeof stop.color === 'string' ? stop.color : undefined
  const parsed = text ? channels(text) : undefined
  if (text && !parsed) return undefined
  const [r, g, b, a] = parsed ?? [
    num(stop.r, Number.NaN),
    num(stop.g, Number.NaN),
    num(stop.b, Number.NaN),
    num(stop.a, 1),
  ]
  if (![r, g, b, a].every(Number.isFinite)) return undefined
  return {
    r: clamp(Math.round(r), 0, 255),
    g: clamp(Math.round(g), 0, 255),
    b: clamp(Math.round(b), 0, 255),
    a: clamp(a, 0, 1),
    p,
  }
}

/** Reads the colour stops, dropping (and reporting) broken ones, sorted by position. */
export function parseStops(raw: unknown, report: Report, path: string): GradientStop[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    report(path, 'must be a list of colour stops; using transparent')
    return [{ r: 0, g: 0, b: 0, a: 0, p: 0 }]
  }
  const stops: GradientStop[] = []
  raw.slice(0, 100).forEach((item, i) => {
    const stop = parseStop(item, i, raw.length)
    if (stop) stops.push(stop)
    else report(`${path}.${i}`, 'is not a colour stop (r, g, b, a, p); dropped')
  })
  if (raw.length > 100) report(path, `has ${raw.length} stops; using the first 100`)
  if (stops.length === 0) return [{ r: 0, g: 0, b: 0, a: 0, p: 0 }]
  return stops.sort((a, b) => a.p - b.p)
}
