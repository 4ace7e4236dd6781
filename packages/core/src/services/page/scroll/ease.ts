/** An easing function: progress 0..1 in, eased 0..1 out. */
export type Ease = (t: number) => number

function power(p: number) {
  return (t: number) => t ** p
}
function out(f: Ease): Ease {
  return (t) => 1 - f(1 - t)
}
function inOut(f: Ease): Ease {
  return (t) => (t < 0.5 ? f(t * 2) / 2 : 1 - f((1 - t) * 2) / 2)
}
const sine: Ease = (t) => 1 - Math.cos((t * Math.PI) / 2)
const expo: Ease = (t) => (t === 0 ? 0 : 2 ** (10 * t - 10))
const circ: Ease = (t) => 1 - Math.sqrt(1 - t * t)

// GSAP's names, as module data spells them (`power2.inOut`, `sine.out`, `none`); quad, cubic,
// quart and quint are GSAP's old names for power1..4.
const BASES: Record<string, Ease> = {
  power0: (t) => t,
  linear: (t) => t,
  none: (t) => t,
  power1: power(2),
  quad: power(2),
  power2: power(3),
  cubic: power(3),
  power3: power(4),
  quart: power(4),
  power4: power(5),
  quint: power(5),
  strong: power(5),
  sine,
  expo,
  circ,
}

/**
 * The easing function for a GSAP-style name (`power2.inOut`, `sine.out`, `Power3.easeInOut`,
 * `none`); null when the name is unknown (the caller reports it and uses its default).
 */
export function easeByName(name: string): Ease | null {
  const [base = '', kind = 'out'] = name.trim().toLowerCase().replace('ease', '').split('.')
  // Own names only: `constructor` or `__proto__` is no ease.
  const f = Object.hasOwn(BASES, base) ? BASES[base] : undefined
  if (!f) return null
  if (kind === 'in') return f
  if (kind === 'inout') return inOut(f)
  return kind === 'out' ? out(f) : null
}
