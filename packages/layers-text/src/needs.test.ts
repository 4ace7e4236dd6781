// @vitest-environment node

import { NEAR_SLIDES } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { dataNeeds } from './needs'

const MOVES = {
  in: {
    content: {
      all: [
        { x: -40, o: 0 },
        { d: 300, x: 0, o: 1 },
      ],
    },
  },
}
const plain = (i: number) => ({
  id: i,
  slide: { order: i },
  layers: { a: { id: 'a', type: 'text', content: { text: 'Plain' } } },
})
/** `count` slides of plain text, slide `at` (1-based) with a layer GSAP moves. */
const moduleWith = (count: number, at: number, extra: Record<string, unknown> = {}) => {
  const slides: Record<string, unknown> = {}
  for (let i = 1; i <= count; i++) slides[i] = plain(i)
  slides[at] = { ...plain(at), ...extra, layers: { m: { id: 'm', type: 'text', tl: MOVES } } }
  return { id: 'm', slides }
}

describe('dataNeeds: what the slides a module builds first ask of the chunks', () => {
  it('reads every slide of a module of up to NEAR_SLIDES + 1', () => {
    expect(dataNeeds(moduleWith(NEAR_SLIDES + 1, NEAR_SLIDES)).gsap).toBe(true)
  })

  it('of a longer module, the first NEAR_SLIDES, the last and the global ones', () => {
    expect(dataNeeds(moduleWith(1000, NEAR_SLIDES)).gsap).toBe(true)
    expect(dataNeeds(moduleWith(1000, 1000)).gsap).toBe(true)
    expect(dataNeeds(moduleWith(1000, 500, { global: true })).gsap).toBe(true)
    // Slide 500 takes GSAP when it is built (its layers wait for it hidden: on-demand.test.ts).
    expect(dataNeeds(moduleWith(1000, 500)).gsap).toBe(false)
  })

  it('reads slides given as a list alike, and data with no slides', () => {
    const { slides } = moduleWith(20, 20)
    expect(dataNeeds({ slides: Object.values(slides) }).gsap).toBe(true)
    expect(dataNeeds({ slides: Object.values(moduleWith(20, 12).slides) }).gsap).toBe(false)
    expect(dataNeeds({ settings: {} }).gsap).toBe(false)
  })
})

describe('dataNeeds: each need, from the keys a layer record has', () => {
  const withLayer = (layer: Record<string, unknown>) => ({
    slides: { 1: { id: 1, layers: { a: { id: 'a', type: 'text', ...layer } } } },
  })
  const none = {
    markup: false,
    split: false,
    gsap: false,
    loops: false,
    looks: false,
    meta: false,
    toggle: false,
    globals: false,
  }

  it('a plain text layer needs nothing', () => {
    expect(dataNeeds(withLayer({ content: { text: 'Plain' } }))).toEqual(none)
  })

  it('a slide that says it is global, as core reads it, needs the global layers', () => {
    const slides = (global: unknown) => ({ slides: { 1: { id: 1, global, layers: {} } } })
    for (const yes of [true, 'true', 'on', 1]) expect(dataNeeds(slides(yes)).globals).toBe(true)
    for (const no of [false, 'false', 'off', 0, 'maybe'])
      expect(dataNeeds(slides(no))).toEqual(none)
  })

  it('a global slide far in the order counts, said in its `slide` record; the entry’s word wins', () => {
    const many = (last: Record<string, unknown>) => {
      const slides: Record<string, unknown> = {}
      for (let i = 1; i <= 20; i++) slides[i] = { id: i, slide: { order: i }, layers: {} }
      slides[21] = { id: 21, layers: {}, ...last }
      return { slides }
    }
    expect(dataNeeds(many({ slide: { order: 30, global: true } })).globals).toBe(true)
    expect(dataNeeds(many({ global: false, slide: { order: 30, global: true } })).globals).toBe(
      false,
    )
    // A layer record with a `global` key is not a slide.
    expect(dataNeeds(withLayer({ global: true })).globals).toBe(false)
  })

  it('markup and placeholders in content, toggle or tog text', () => {
    expect(dataNeeds(withLayer({ content: { text: '<b>Bold</b>' } })).markup).toBe(true)
    expect(dataNeeds(withLayer({ toggle: { text: 'A &amp; B' } })).markup).toBe(true)
    expect(dataNeeds(withLayer({ tog: { text: '{{title}}' } }))).toEqual({
      ...none,
      meta: true,
      toggle: true,
    })
  })

  it('a toggle text (toggle or tog) needs the toggle chunk; an empty one does not', () => {
    expect(dataNeeds(withLayer({ toggle: { text: 'Off' } }))).toEqual({ ...none, toggle: true })
    expect(dataNeeds(withLayer({ tog: { text: 'Off' } })).toggle).toBe(true)
    expect(dataNeeds(withLayer({ toggle: { text: '' } }))).toEqual(none)
  })

  it('a split track needs SplitText and GSAP; a plain fade neither', () => {
    const words = { in: { words: { all: [{ o: 0 }, { d: 300, o: 1 }] } } }
    expect(dataNeeds(withLayer({ tl: words }))).toEqual({ ...none, split: true, gsap: true })
    const fade = { in: { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } } }
    expect(dataNeeds(withLayer({ tl: fade }))).toEqual(none)
  })

  it('a loop scene or a keyframe repeating forever needs the loop sampler (loaded with GSAP)', () => {
    const loop = { loop: { content: { all: [{ y: 0 }, { d: 900, y: 10, yoyo: true }] } } }
    expect(dataNeeds(withLayer({ tl: loop }))).toEqual({ ...none, gsap: true, loops: true })
    const forever = { in: { content: { all: [{ o: 0 }, { d: 300, x: 20, repeat: '-1' }] } } }
    expect(dataNeeds(withLayer({ tl: forever }))).toEqual({ ...none, gsap: true, loops: true })
    const twice = { in: { content: { all: [{ o: 0 }, { d: 300, x: 20, repeat: 2 }] } } }
    expect(dataNeeds(withLayer({ tl: twice }))).toEqual({ ...none, gsap: true })
  })

  it('each look switched on, and a spiked edge; a look switched off or empty does not count', () => {
    for (const key of ['boxShadow', 'textShadow', 'textStroke', 'overlay'])
      expect(dataNeeds(withLayer({ [key]: { use: true } })).looks, key).toBe(true)
    expect(dataNeeds(withLayer({ spike: { l: 'top' } })).looks).toBe(true)
    expect(dataNeeds(withLayer({ boxShadow: { use: 'false' }, spike: { r: 'none' } }))).toEqual(
      none,
    )
    expect(dataNeeds(withLayer({ boxShadow: null, overlay: '', textStroke: 0 }))).toEqual(none)
  })
})
