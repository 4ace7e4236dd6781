import { easeByName } from './gradient-ease'
import type { Gradient, GradientStop } from './gradient-parse'

/** Extra stops drawn between two stops when an easing bends the ramp. */
const EASE_STEPS = 8

function round(n: number, digits = 3) {
  return Number(n.toFixed(digits))
}
function rgba(s: GradientStop) {
  return `rgba(${s.r},${s.g},${s.b},${round(s.a)})`
}
function stopCss(s: GradientStop) {
  return `${rgba(s)} ${round(s.p, 2)}%`
}
function mix(a: number, b: number, t: number) {
  return a + (b - a) * t
}

/**
 * The stops with the easing applied: between each pair, intermediate stops whose colour follows
 * the ease, blended with a straight ramp by `strength` (100 = the full ease, 0 = none).
 */
function easedStops(stops: GradientStop[], easing: string, strength: number): GradientStop[] {
  const ease = easing === 'none' ? undefined : easeByName(easing)
  if (!ease || strength === 0 || stops.length < 2) return stops
  const out: GradientStop[] = [stops[0]!]
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1]!
    const to = stops[i]!
    for (let step = 1; step < EASE_STEPS; step++) {
      const t = step / EASE_STEPS
      const k = mix(t, ease(t), strength / 100)
      out.push({
        r: Math.round(mix(from.r, to.r, k)),
        g: Math.round(mix(from.g, to.g, k)),
        b: Math.round(mix(from.b, to.b, k)),
        a: mix(from.a, to.a, k),
        p: mix(from.p, to.p, t),
      })
    }
    out.push(to)
  }
  return out
}

/**
 * CSS for a parsed colour: `linear-gradient(<angle>deg, ...)`, `radial-gradient(ellipse at
 * center, ...)`, the first stop's rgba for solid, or the CSS colour as written.
 */
export function gradientToCss(gradient: Gradient): string {
  if (gradient.type === 'css') return gradient.css
  const [first] = gradient.stops
  if (gradient.type === 'solid' || !first) return first ? rgba(first) : 'transparent'
  const stops = gradient.stops.length === 1 ? [first, { ...first, p: 100 }] : gradient.stops
  const list = easedStops(stops, gradient.easing, gradient.strength).map(stopCss).join(', ')
  return gradient.type === 'radial'
    ? `radial-gradient(ellipse at center, ${list})`
    : `linear-gradient(${round(gradient.angle, 2)}deg, ${list})`
}
