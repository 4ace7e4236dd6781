import { easeByName } from './gradient-ease'
import { parseStops } from './gradient-stops'

/** One colour stop: rgba channels and its position p in percent. */
export interface GradientStop {
  r: number
  g: number
  b: number
  a: number
  p: number
}

/** A parsed colour (docs/behaviour.md §3): a gradient, or a plain CSS colour kept as written. */
export type Gradient =
  | {
      type: 'linear' | 'radial' | 'solid'
      /** Degrees; 180 becomes 180.1 (docs/behaviour.md §5). */
      angle: number
      stops: GradientStop[]
      /** How far the easing bends the colour ramp, 0-100. @default 100 */
      strength: number
      /** A `name.in|out|inOut` ease for the ramp between stops. @default 'none' */
      easing: string
    }
  | { type: 'css'; css: string }

type Report = (path: string, message: string) => void

const TYPES = ['linear', 'radial', 'solid'] as const
const CSS_COLOUR =
  /^(#[0-9a-f]{3,8}|(rgba?|hsla?)\([\d\s.,%/+-]*\)|[a-z]{3,20}|(repeating-)?(linear|radial|conic)-gradient\([\w\s.,%#()/+-]*\))$/i
const TRANSPARENT: Gradient = { type: 'css', css: 'transparent' }

function number(value: unknown): number {
  return typeof value === 'number'
    ? value
    : typeof value === 'string'
      ? Number(value.trim())
      : Number.NaN
}

/** Reads a JSON gradient object (or its JSON string form) without throwing. */
function fromObject(raw: Record<string, unknown>, report: Report, path: string): Gradient {
  const type = TYPES.find((t) => t === raw.type)
  if (!type) report(`${path}.type`, `must be linear, radial or solid; using linear`)
  let angle = raw.angle === undefined ? 180 : number(raw.angle)
  if (!Number.isFinite(angle)) {
    report(`${path}.angle`, 'must be a number of degrees; using 180')
    angle = 180
  }
  // 180 exactly renders a seam in some engines, so it is nudged (docs/behaviour.md §5).
  if (angle === 180) angle = 180.1
  let strength = raw.strength === undefined ? 100 : number(raw.strength)
  if (!Number.isFinite(strength)) {
    report(`${path}.strength`, 'must be a number from 0 to 100; using 100')
    strength = 100
  }
  let easing = typeof raw.easing === 'string' && raw.easing.trim() ? raw.easing.trim() : 'none'
  if (easing !== 'none' && !easeByName(easing)) {
    report(`${path}.easing`, 'is not a known ease (e.g. power2.inOut); using none')
    easing = 'none'
  }
  const stops = parseStops(raw.colors, report, `${path}.colors`)
  return {
    type: type ?? 'linear',
    angle,
    stops,
    strength: Math.min(100, Math.max(0, strength)),
    easing,
  }
}

/**
 * Parses a colour from module data: a gradient object `{ type, angle, colors, strength,
 * easing }`, the same as a JSON string, or a plain CSS colour. Anything else is reported and
 * becomes transparent.
 */
export function parseGradient(raw: unknown, report: Report = () => {}, path = 'color'): Gradient {
  if (typeof raw === 'string') {
    const text = raw.trim()
    if (text.startsWith('{')) {
      try {
        return parseGradient(JSON.parse(text), report, path)
      } catch {
        report(path, 'is not valid gradient JSON; using transparent')
        return TRANSPARENT
      }
    }
    if (text.length <= 2000 && CSS_COLOUR.test(text)) return { type: 'css', css: text }
    report(path, 'is not a CSS colour or gradient; using transparent')
    return TRANSPARENT
  }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    return fromObject(raw as Record<string, unknown>, report, path)
  }
  report(path, 'must be a colour string or gradient object; using transparent')
  return TRANSPARENT
}
