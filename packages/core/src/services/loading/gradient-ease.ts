type Ease = (t: number) => number

function power(n: number): Ease {
  return (t) => t ** n
}
const CORES: Record<string, Ease> = {
  linear: (t) => t,
  power1: power(2),
  power2: power(3),
  power3: power(4),
  power4: power(5),
  quad: power(2),
  cubic: power(3),
  quart: power(4),
  quint: power(5),
  sine: (t) => 1 - Math.cos((t * Math.PI) / 2),
  expo: (t) => (t === 0 ? 0 : 2 ** (10 * t - 10)),
  circ: (t) => 1 - Math.sqrt(1 - t * t),
}

/** A GSAP-style ease name (`power2.inOut`, `sine.out`) as a function, or undefined if unknown. */
export function easeByName(name: string): Ease | undefined {
  const [core = '', kind = 'out'] = name.split('.')
  // Own names only: `constructor` or `__proto__` is no ease.
  const easeIn = Object.hasOwn(CORES, core.toLowerCase()) ? CORES[core.toLowerCase()] : undefined
  if (!easeIn) return undefined
  switch (kind.toLowerCase()) {
    case 'in':
      return easeIn
    case 'out':
      return (t) => 1 - easeIn(1 - t)
    case 'inout':
      return (t) => (t < 0.5 ? easeIn(t * 2) / 2 : 1 - easeIn((1 - t) * 2) / 2)
    default:
      return undefined
  }
}
