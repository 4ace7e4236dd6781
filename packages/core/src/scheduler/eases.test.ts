// @vitest-environment node
import fc from 'fast-check'
import { gsap } from 'gsap'
import { describe, expect, it } from 'vitest'
import { type Ease, easeNamed } from './eases'

// The property's runs: fixed seed; `STRATA_FUZZ_RUNS` runs it longer, `STRATA_FUZZ_SEED` elsewhere.
const RUNS = Number(process.env.STRATA_FUZZ_RUNS) || 500
const SEED = Number(process.env.STRATA_FUZZ_SEED) || 25

/** What GSAP 3's core gives for `name`: its ease, or whatever else its table holds. */
const gsapEase = (name: string): unknown => gsap.parseEase(name)

/** 0, 1, exactly 0.5, 200 points between and some near the ends (where eases land). */
const POINTS = [
  0,
  1,
  0.5,
  1e-12,
  1e-9,
  1 - 1e-12,
  1 - 1e-9,
  1 - 1e-6,
  ...Array.from({ length: 200 }, (_, i) => (i + 1) / 201),
]

/** Whether `ease` gives GSAP's values at every point, to 1e-9 (relative past 1; NaN for NaN). */
function agrees(ease: Ease, expected: Ease): boolean {
  return POINTS.every((p) => {
    const ours = ease(p)
    const theirs = expected(p)
    if (ours === theirs || Number.isNaN(theirs)) return Number.isNaN(ours) === Number.isNaN(theirs)
    return Math.abs(ours - theirs) <= 1e-9 * Math.max(1, Math.abs(theirs))
  })
}

/** Asserts that `name` reads as in GSAP: an ease exactly when GSAP's is one, of its values. */
function expectAsGsap(name: string): void {
  const theirs = gsapEase(name)
  const ours = easeNamed(name)
  expect(typeof ours, name).toBe(typeof theirs === 'function' ? 'function' : 'undefined')
  if (ours && typeof theirs === 'function') expect(agrees(ours, theirs as Ease), name).toBe(true)
}

const FAMILIES = [
  'Linear',
  'Quad',
  'Cubic',
  'Quart',
  'Quint',
  'Strong',
  'Power0',
  'Power1',
  'Power2',
  'Power3',
  'Power4',
  'Sine',
  'Expo',
  'Circ',
  'Back',
  'Elastic',
  'Bounce',
]
/** Every spelling of each family, the ones GSAP knows and some it does not. */
const SPELLINGS = FAMILIES.flatMap((Name) => {
  const name = Name.toLowerCase()
  return [
    ...['easeIn', 'easeOut', 'easeInOut'].map((kind) => `${Name}.${kind}`),
    ...['in', 'out', 'inOut'].map((kind) => `${name}.${kind}`),
    name,
    Name,
    `${name}.easeIn`,
    `${Name}.in`,
    `${name}.inout`,
    `${Name}.easeinout`,
    `${Name}.easeNone`,
    `${name.toUpperCase()}.in`,
    `${name}.`,
    `${name}.in.out`,
  ]
})
const CONFIGS = [
  'back.out(1.7)',
  'back.in(3)',
  'back.inOut(0.5)',
  'back(2)',
  'Back.easeOut(2)',
  'Back.easeIn(-1.2)',
  'Back.easeInOut(4, 9)',
  'back.out( 2.5 )',
  'back.out(0)',
  'back.out(-0)',
  'back.out(+1.5)',
  'back.out(.5)',
  'back.out(5.)',
  'back.out(1e-3)',
  'back.out(2)trailing',
  'back.out(2)(3)',
  'elastic.out(1, 0.3)',
  'elastic.inOut(1, 0.5)',
  'elastic.in(2.5, 0.2)',
  'elastic.out(0.5)',
  'elastic.out(0.3, 0.4)',
  'elastic.inOut(0.7)',
  'elastic(1.2)',
  'elastic.out(1, 0)',
  'elastic.out(-2, 0.3)',
  'elastic.out(0)',
  'Elastic.easeOut(1.5, 0.25)',
  'Elastic.easeInOut(0.8, 0.6)',
  'steps(5)',
  'steps(1)',
  'steps(12)',
  'steps(5, 1)',
  'steps(5, 0)',
  'steps(3,1)',
  'steps(2.5)',
  'steps(0)',
  'steps(-3)',
  'SteppedEase(4)',
  'SteppedEase(4, 1)',
  // The eases that take no numbers ignore them, whatever they are.
  'power2.out(3)',
  'Power3.easeIn(2)',
  'none(1)',
  'sine.inOut(x)',
  'bounce.out({a: 1})',
  'expo.in(',
]
const OTHERS = [
  'none',
  'Linear.easeNone',
  'bouncy.nope',
  'power5',
  'Power5.easeIn',
  'Power2',
  'Power2(1)',
  'Elastic(1)',
  'steps',
  'SteppedEase',
  'SteppedEase.config(5)',
  'linear.none',
  'None',
  '',
  ' quad.in',
  'quad.in ',
  'quad .in',
  '__proto__',
  'toString.in',
  'constructor.out',
  'custom(0.1, 0.2)',
  'M0,0 C0.5,0 0.5,1 1,1',
]

describe('easeNamed: GSAP 3 core eases by name, without GSAP (issue #25)', () => {
  it.each([...SPELLINGS, ...CONFIGS, ...OTHERS])(
    'reads %j as GSAP does: an ease with its values exactly when GSAP has one',
    (name) => expectAsGsap(name),
  )

  it('knows every name of GSAP core’s ease table that is an ease, and nothing else', () => {
    const table = gsap.parseEase() as unknown as Record<string, unknown>
    const names = Object.keys(table)
    expect(names.length).toBeGreaterThan(130)
    for (const name of names) expectAsGsap(name)
    expect(names.filter((name) => easeNamed(name)).length).toBe(
      names.filter((name) => typeof table[name] === 'function').length,
    )
  })

  it('lands on 0 at 0 and 1 at 1 for every spelling it knows', () => {
    for (const name of [...SPELLINGS, 'none', 'back.out(3)', 'elastic.inOut(2, 0.2)']) {
      const ease = easeNamed(name)
      if (!ease) continue
      expect(ease(0), name).toBeCloseTo(0, 12)
      expect(ease(1), name).toBeCloseTo(1, 12)
    }
  })

  it('gives no ease for Object.prototype’s names, which GSAP’s plain-object table hands back', () => {
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'constructor(1)']) {
      expect(easeNamed(name), name).toBeUndefined()
      // GSAP's answer is no ease: Object or one of its prototype's methods.
      const theirs = gsapEase(name)
      expect(theirs === Object || theirs === Reflect.get(Object.prototype, name), name).toBe(true)
    }
  })

  it('gives no ease where GSAP would compute with text or an object: documented, not GSAP’s', () => {
    // GSAP reads `1.5px` as 1.5, mixes `true` or an empty argument into its arithmetic as text,
    // and calls the config with an object; none of these is a plain number.
    const names = [
      'back.out(1.5px)',
      'back.out(0x10)',
      'back.out()',
      'back.out(1.7',
      'back.out(1, x)',
      'back.out({overshoot: 2})',
      'back.out(2){',
      'back.out(NaN)',
      'elastic.out(1,)',
      'elastic.out(1 0.3)',
      'steps(5, true)',
      'steps()',
      'steps(1(2))',
    ]
    for (const name of names) {
      expect(easeNamed(name), name).toBeUndefined()
      expect(typeof gsapEase(name), name).toBe('function')
    }
  })

  it('hands back the same function for a name asked again', () => {
    const ease = easeNamed('elastic.out(1.1, 0.4)')
    expect(easeNamed('elastic.out(1.1, 0.4)')).toBe(ease)
    expect(easeNamed('power2.inOut')).toBe(easeNamed('power2.inOut'))
  })

  it('still reads names right after its cache has filled and started over', () => {
    for (let i = 0; i < 600; i++) easeNamed(`back.out(${i / 100})`)
    expectAsGsap('back.out(1.23)')
    expectAsGsap('quad.in')
  })

  it('agrees with GSAP for any numbers given to back, elastic and steps', () => {
    // Decimals as a module writes them, and as String() writes any double (`1e-7`, `-0`...).
    const number = fc.oneof(
      fc.integer({ min: -4000, max: 8000 }).map((n) => String(n / 1000)),
      fc.double({ min: -10, max: 10, noNaN: true }).map(String),
    )
    const kind = fc.constantFrom('', '.in', '.out', '.inOut', '.easeIn', '.easeOut', '.easeInOut')
    const named = fc.oneof(
      fc.tuple(fc.constantFrom('back', 'Back'), kind, number).map(([f, k, s]) => `${f}${k}(${s})`),
      fc
        .tuple(fc.constantFrom('elastic', 'Elastic'), kind, number, fc.option(number))
        .map(([f, k, a, p]) => `${f}${k}(${a}${p === null ? '' : `, ${p}`})`),
      fc
        .tuple(
          fc.constantFrom('steps', 'SteppedEase'),
          fc.integer({ min: -3, max: 100 }),
          fc.constantFrom('', ', 0', ', 1', ',1'),
        )
        .map(([f, n, start]) => `${f}(${n}${start})`),
    )
    fc.assert(
      fc.property(named, (name) => {
        expectAsGsap(name)
      }),
      { seed: SEED, numRuns: RUNS },
    )
  })
})
