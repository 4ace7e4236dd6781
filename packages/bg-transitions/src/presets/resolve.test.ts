// @vitest-environment node
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { backgroundAnimation, bgTransitionsPart } from '../normalise'
import type { BgAnimation } from '../types'
import { PRESETS } from './presets'
import { LOOKUP_LEVELS, lookup, resolveAnimation } from './resolve'

const anim = (bg: Record<string, unknown> = {}): BgAnimation => {
  const layers = { bg: { id: 'bg', type: 'shape', subtype: 'slidebg', tl: { in: { bg } } } }
  const r = normaliseModule({ slides: [{ id: 1, slide: {}, layers }] } as never, {
    parts: [bgTransitionsPart],
  })
  const slide = r.model.slides[0]
  if (!slide) throw new Error('slide missing')
  return backgroundAnimation(slide)
}
const seq = (...values: number[]) => {
  let i = 0
  return () => values[i++ % values.length] as number
}
const sink = () => {
  const entries: { path: string; message: string }[] = []
  return {
    entries,
    report: (path: string, message: string) => void entries.push({ path, message }),
  }
}

describe('preset library', () => {
  it('has at least 30 named transitions, each a data object', () => {
    expect(Object.keys(PRESETS).length).toBeGreaterThanOrEqual(30)
    for (const p of Object.values(PRESETS)) expect(typeof p).toBe('object')
  })

  it('a transition (export tr) names a preset in both data forms: 7.x bg.all and the 6.x compact form with ms', () => {
    const { report } = sink()
    const seven = resolveAnimation(
      anim({ all: [[], { tr: 'slideleft', d: 800 }] }),
      Math.random,
      report,
      'p',
    )
    expect([seven.name, seven.duration, seven.in.x, seven.in.opacity]).toEqual([
      'slideleft',
      800,
      '100%',
      1,
    ])
    const six = resolveAnimation(anim({ ms: 600, tr: 'cube' }), Math.random, report, 'p')
    expect([six.name, six.duration, six.d3.effect, six.out.animate]).toEqual([
      'cube',
      600,
      'cube',
      true,
    ])
  })

  it('basic uses the slide’s own in/out values; defaults are 1000 ms and power2.inOut', () => {
    const r = resolveAnimation(anim({ ms: 700, in: { x: '-50%' } }), Math.random, () => {}, 'p')
    expect([r.name, r.duration, r.ease, r.in.x]).toEqual(['basic', 700, 'power2.inOut', '-50%'])
    const d = resolveAnimation(anim(), Math.random, () => {}, 'p')
    expect([d.duration, d.ease, d.stagger]).toEqual([1000, 'power2.inOut', 75])
  })

  // The reader already turns a slide's unknown name into a fade (normalise.ts): one reaches a
  // change from the site's `set()`, or from a slide whose part never ran.
  it('an unknown transition name falls back to a fade, with a report entry', () => {
    const { entries, report } = sink()
    const r = resolveAnimation(
      { ...anim({ ms: 500 }), transition: 'spiral' },
      Math.random,
      report,
      'slides.1.layers.bg.tl.in.bg',
    )
    expect([r.name, r.in.opacity, r.in.x]).toEqual(['fade', 0, 0])
    expect(entries).toEqual([
      { path: 'slides.1.layers.bg.tl.in.bg.tr', message: expect.stringMatching(/fade/) },
    ])
  })
})

// docs/security.md "Names from the data": a table lookup reads own properties only.
describe('transition names that are Object.prototype members', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    '"%s" is an unknown transition: a fade, with a report entry',
    (name) => {
      expect(lookup(name, Math.random)).toBeUndefined()
      const { entries, report } = sink()
      const r = resolveAnimation({ ...anim(), transition: name }, Math.random, report, 'p')
      expect(r.name).toBe('fade')
      expect(entries).toEqual([
        { path: 'p.tr', message: `unknown transition "${name}"; using a fade` },
      ])
    },
  )
})

describe('eases', () => {
  // The reader already turns a slide's unknown ease into power2.inOut (normalise.ts): one
  // reaches a change only from a slide whose part never ran.
  it('an ease GSAP does not know falls back to power2.inOut, with a report entry', () => {
    const { entries, report } = sink()
    const r = resolveAnimation({ ...anim(), ease: 'wobble.sideways' }, Math.random, report, 'bg')
    expect(r.ease).toBe('power2.inOut')
    expect(entries).toEqual([
      { path: 'bg.e', message: 'unknown ease "wobble.sideways"; using power2.inOut' },
    ])
  })
})

describe('random transitions (docs/behaviour.md §5, §9)', () => {
  it('a random transition picks a preset and lasts 300 to 1300 ms', () => {
    const r = resolveAnimation(anim({ rnd: true, ms: 5000 }), seq(0.1, 0.5), () => {}, 'p')
    expect(r.name).not.toBe('random')
    expect(PRESETS[r.name]).toBeDefined()
    expect(r.duration).toBeGreaterThanOrEqual(300)
    expect(r.duration).toBeLessThanOrEqual(1300)
  })

  it('Random transition lookup gives up after 10 levels (then a fade, reported)', () => {
    let calls = 0
    const always = (): number => {
      calls++
      return 0
    }
    expect(lookup('random', always, ['random'])).toBeUndefined()
    expect(calls).toBe(LOOKUP_LEVELS)
    const { entries, report } = sink()
    const r = resolveAnimation(anim({ all: [[], { tr: 'random' }] }), () => 0.99, report, 'p')
    expect(PRESETS[r.name]?.transition).toBeUndefined()
    expect(entries).toEqual([])
    expect(lookup('notransition', Math.random)?.name).toBe('fade')
  })
})
