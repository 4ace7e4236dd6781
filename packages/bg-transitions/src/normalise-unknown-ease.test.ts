// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { LAYER_PATH, runSlideBg as run } from './test-harness'

const at = `${LAYER_PATH}.tl.in.bg`
const says = (name: string) => `unknown ease "${name}"; using power2.inOut`

// Issue #25's last note, as for transition names (normalise-unknown.test.ts): an unknown ease
// was said only at the first change to its slide, so `prepareModule`'s report lacked it.
describe('an unknown ease is reported when the data is read', () => {
  // Names GSAP gives no ease for (core's easeNamed): Object.prototype's names, bare families
  // and config forms, an argument that is no plain number.
  it.each([
    'wobble',
    'Linear.easeNone',
    'Power2',
    'steps',
    'power2.sideways',
    'back.out(1.5px)',
    'constructor',
    '__proto__',
  ])('"%s": one entry at the settings\' `e`, and the model eases power2.inOut', (name) => {
    const { s, report } = run({ all: [[], { d: 400, tr: 'fade', e: name }] })
    expect(report).toEqual([{ path: `${at}.all.1.e`, message: says(name) }])
    expect([s.animation.ease, s.animation.transition, s.animation.duration]).toEqual([
      'power2.inOut',
      'fade',
      400,
    ])
  })

  it('the 6.x compact form at `e`; the whole-word `ease` key too; with an unknown transition', () => {
    expect(run({ ms: 300, e: 'wobble' }).report).toEqual([
      { path: `${at}.e`, message: says('wobble') },
    ])
    expect(run({ all: [[], { ease: 'wobble' }] }).report).toEqual([
      { path: `${at}.all.1.e`, message: says('wobble') },
    ])
    // The ease first, as a change said them (presets/resolve.ts).
    expect(run({ all: [[], { e: 'wobble', tr: 'spiral' }] }).report).toEqual([
      { path: `${at}.all.1.e`, message: says('wobble') },
      { path: `${at}.all.1.tr`, message: 'unknown transition "spiral"; using a fade' },
    ])
    // The outgoing slide's ease, at `out.e`.
    expect(run({ all: [[], { out: { a: true, e: 'wobble' } }] }).report).toEqual([
      { path: `${at}.all.1.out.e`, message: says('wobble') },
    ])
    // A random transition eases with the slide's ease too.
    expect(run({ all: [[], { e: 'wobble', rnd: true }] }).report).toEqual([
      { path: `${at}.all.1.e`, message: says('wobble') },
    ])
  })

  it('GSAP eases core knows, in every spelling and config form: no entry, kept as written', () => {
    for (const e of [
      'power2.inOut',
      'none',
      'power0.in',
      'quad',
      'Quad.easeInOut',
      'Power3.easeOut',
      'linear.inOut',
      'expo.in',
      'sine.out',
      'circ.inOut',
      'bounce.out',
      'back.out(1.7)',
      'elastic.inOut(1, 0.5)',
      'elastic.out',
      'steps(5)',
      'SteppedEase(5, 1)',
    ]) {
      const { s, report } = run({ all: [[], { tr: 'slideleft', e }] })
      expect([e, report]).toEqual([e, []])
      expect(s.animation.ease).toBe(e)
    }
    // No ease, or '' (exports' "not set"): the default, in silence; a transition of '' too.
    for (const all of [
      [[], { e: '', tr: '' }],
      [[], { out: { e: '' } }],
    ]) {
      const { s, report } = run({ all })
      expect([report, s.animation.ease, s.animation.transition]).toEqual([
        [],
        'power2.inOut',
        'basic',
      ])
      expect(s.animation.out.ease).toBe('power2.inOut')
    }
    // No ease: the default. An engine Strata lacks: a fade (reported as that), its ease unused.
    expect(run({ all: [[], { tr: 'fade' }] }).report).toEqual([])
    expect(run({ ms: 300, e: 'slideleft' }).report).toEqual([])
    expect(run({ all: [[], { e: 'wobble', eng: 'other' }] }).report).toEqual([
      { path: `${at}.all.1`, message: 'engine or add-on not available; using a fade' },
    ])
  })
})
