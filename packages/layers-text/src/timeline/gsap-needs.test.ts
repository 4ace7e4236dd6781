import type { PluginContext, RawRecord } from '@strata/core'
import { isRec } from '@strata/core/kit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testLayer } from '../test-layers'
import { fadingTrack, tlNeedsGsap } from './gsap-needs'
import { type LayerEnv, prepareLayer } from './layer'
import { tlSplits } from './split'
import { isScene, SPLITS } from './tracks'

const RUNS = Number(process.env.STRATA_FUZZ_RUNS ?? 300)
const SEED = process.env.STRATA_FUZZ_SEED ? Number(process.env.STRATA_FUZZ_SEED) : undefined

/** What `prepareLayer` reads of the module: the slide's path, the level and scale, the draws. */
const env = {
  ctx: { module: { slides: [{ id: '1' }], globalSlides: [] } } as unknown as PluginContext,
  at: () => ({ level: 0, scale: 1 }),
  random: (a: number) => a,
  report: () => {},
} as unknown as LayerEnv

/** Whether the layer, prepared as the timelines prepare it, has a scene GSAP must build. */
function gsapScene(tl: RawRecord): boolean {
  const element = document.createElement('div')
  const p = prepareLayer(env, { index: 0 }, { model: testLayer({ tl }), element })
  const uses = p?.gsap ?? false
  p?.targets.revert()
  return uses
}

// Raw keyframes as exports write them: mostly plain fades (the case the check lets through), and
// now and then a key that takes a fade away from the browser (a move, a waiting frame, an ease
// GSAP's core lacks, a stagger, a first keyframe that is late).
const fadeFrame = fc.record(
  {
    t: fc.constantFrom(0, 300, '0', 600),
    d: fc.constantFrom(300, 600, '500', 0),
    e: fc.constantFrom('power2.out', 'sine.inOut', 'none', 'Power3.easeInOut'),
    o: fc.constantFrom(0, 1, 0.5, '1', [0, '#a', '#a', '#a', '#a']),
  },
  { requiredKeys: ['o'] },
)
const otherFrame = fc.record(
  {
    t: fc.constantFrom('w0', 'w300', -100),
    e: fc.constantFrom('custom.wave', 'back.out(1.7)'),
    o: fc.constantFrom(0, 1),
    x: fc.constantFrom(0, 40, '50%'),
    sd: fc.constant(50),
  },
  { requiredKeys: [] },
)
const keyframe = fc.oneof({ arbitrary: fadeFrame, weight: 8 }, { arbitrary: otherFrame, weight: 1 })
const track = fc.record({ all: fc.array(keyframe, { maxLength: 3 }) }, { requiredKeys: ['all'] })
const trackName = fc.oneof(
  { arbitrary: fc.constant('content'), weight: 6 },
  { arbitrary: fc.constantFrom('mask', 'words', 'loop'), weight: 1 },
)
const scene = fc.dictionary(trackName, track, { maxKeys: 2 })
const sceneName = fc.oneof(
  { arbitrary: fc.constantFrom('in', 'out'), weight: 6 },
  { arbitrary: fc.constantFrom('loop', 'scene_1'), weight: 1 },
)
const timeline = fc.dictionary(sceneName, scene, { maxKeys: 3 })

describe('the raw check of prepare agrees with the timelines (issue #25)', () => {
  it('a timeline the raw check finds fading builds no GSAP scene, so no layer waits for GSAP', () => {
    let fading = 0
    fc.assert(
      fc.property(timeline, (tl) => {
        const raw = tl as RawRecord
        if (tlNeedsGsap(raw)) return
        fading++
        expect(gsapScene(raw)).toBe(false)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    // The generator reaches the case: most of its timelines fade.
    expect(fading).toBeGreaterThan(RUNS / 10)
  })

  it("an export's out, a fade from where the layer is, needs no GSAP where the raw check sees it", () => {
    const out = { content: { all: [{ t: 0, d: 300, e: 'power3.inOut', o: 0 }] } }
    expect(tlNeedsGsap({ out })).toBe(false)
    expect(gsapScene({ out })).toBe(false)
    // As exported, with a perspective, an origin and x / y left where they are: the raw check
    // leans to GSAP (it looks at keys, not values), the built scene still fades.
    const exported = {
      content: {
        pers: '600px',
        orig: { x: '50%', y: '50%', z: '0' },
        all: [{ t: 0, d: 300, e: 'power3.inOut', x: ['inherit', '#a'], y: ['inherit'], o: 0 }],
      },
    }
    expect(tlNeedsGsap({ out: exported })).toBe(true)
    const entrance = { ...exported.content, all: [{ o: 0 }, { d: 300, o: 1 }] }
    expect(gsapScene({ in: { content: entrance }, out: exported })).toBe(false)
  })

  it('the bench layers’ fade needs no GSAP; a move, a loop or a waiting frame does', () => {
    const fade = { content: { all: [{ o: 0 }, { d: 300, o: 1 }] } }
    expect(tlNeedsGsap({ in: fade })).toBe(false)
    expect(gsapScene({ in: fade })).toBe(false)
    const move = {
      content: {
        all: [
          { o: 0, x: 40 },
          { d: 300, o: 1, x: 0 },
        ],
      },
    }
    expect(tlNeedsGsap({ in: move })).toBe(true)
    expect(gsapScene({ in: move })).toBe(true)
    expect(tlNeedsGsap({ loop: fade })).toBe(true)
    const waits = { content: { all: [{ o: 0 }, { t: 'w0', d: 300, o: 1 }] } }
    expect(tlNeedsGsap({ in: waits })).toBe(true)
    expect(gsapScene({ in: waits })).toBe(true)
  })
})

/** The checks as first written, with list methods: the forty-third session's loops must say the same. */
const listNeedsGsap = (tl: RawRecord) => {
  const pins = !isRec(tl.in) || isRec(tl.in.content)
  return Object.entries(tl).some(([name, scene]) => {
    if (!isScene(name) || !isRec(scene)) return false
    const tracks = Object.entries(scene).filter(([, v]) => isRec(v))
    if (name === 'loop') return tracks.length > 0
    return tracks.some(([t, v]) => t !== 'content' || !pins || !fadingTrack(v, name))
  })
}
const listSplits = (tl: RawRecord) =>
  Object.values(tl).some((scene) => isRec(scene) && SPLITS.some((k) => isRec(scene[k])))

describe('the raw checks as loops (issue #25, forty-third session)', () => {
  it('say what their list-method versions said, timeline by timeline', () => {
    fc.assert(
      fc.property(timeline, (tl) => {
        const raw = tl as RawRecord
        expect(tlNeedsGsap(raw)).toBe(listNeedsGsap(raw))
        expect(tlSplits(raw)).toBe(listSplits(raw))
      }),
      { numRuns: RUNS, seed: SEED },
    )
  })
})
