import type { RawRecord } from '@strata/core'
import fc from 'fast-check'
import { gsap } from 'gsap'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FILTER_DEFAULTS } from '../defaults'
import { planOf } from './browser-plan'
import { buildScene } from './build'
import { fadeScene, fadesOf } from './fade-scene'
import type { LayerTargets } from './targets'
import { GSAP_IN, layersModule, mount } from './test-harness'
import { readScene, type Track } from './tracks'

/** Timelines made here: killed after each test, as test files share GSAP's global timeline. */
const made: gsap.core.Timeline[] = []
afterEach(() => {
  for (const tl of made.splice(0)) tl.kill()
})

const read = (raw: RawRecord): Track[] =>
  readScene(raw, 'in', { level: 0, random: (a) => a, report: () => {} }, 'tl.in')

/** Targets with one element per track name; origins pinned as prepareLayer pins them. */
function targetsFor(names: readonly string[], pinned = true) {
  const els = new Map(names.map((n) => [n, document.createElement('div')]))
  return {
    els,
    targets: {
      get: (name: string) => {
        const el = els.get(name)
        return el ? [el] : []
      },
      pinned: () => (pinned ? '50% 50% 0px' : undefined),
    } as unknown as LayerTargets,
  }
}

/**
 * The same scene twice: GSAP's timeline and the fade scene, each on elements of its own, which
 * start at `opacity` inline when given (where a fade that starts where its element is starts).
 */
function pair(raw: RawRecord, opacity?: string) {
  const tracks = read(raw)
  const names = tracks.map((t) => t.name)
  const a = targetsFor(names)
  const b = targetsFor(names)
  if (opacity !== undefined)
    for (const el of [...a.els.values(), ...b.els.values()]) el.style.opacity = opacity
  const events = { gsap: [] as string[], fade: [] as string[] }
  const hooks = (log: string[]) => ({
    start: (i: number) => log.push(`start ${i}`),
    end: (i: number) => log.push(`end ${i}`),
  })
  const tl = buildScene({ gsap, filter: FILTER_DEFAULTS }, tracks, a.targets, hooks(events.gsap))
  made.push(tl)
  const fades = fadesOf(tracks, b.targets)
  if (!fades) throw new Error('not a fade scene')
  const scene = fadeScene(tracks, fades, hooks(events.fade))
  const opacities = (els: Map<string, HTMLElement>) => names.map((n) => els.get(n)?.style.opacity)
  return {
    tl,
    scene,
    events,
    gsapOpacity: () => opacities(a.els),
    fadeOpacity: () => opacities(b.els),
  }
}

const keyframe = fc.record({
  gap: fc.integer({ min: 0, max: 300 }),
  d: fc.integer({ min: 1, max: 600 }),
  o: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
  e: fc.constantFrom('power3.inOut', 'power2.out', 'none', 'back.out', 'expo.in', 'sine.inOut'),
})
/**
 * A track: its opacity at 0 (null: none, it starts where the element is), then tweens one after
 * another, each after a gap (ms).
 */
const track = fc.record({
  from: fc.option(
    fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    { nil: null, freq: 4 },
  ),
  frames: fc.array(keyframe, { minLength: 1, maxLength: 3 }),
})
const toRaw = (t: TrackGen) => {
  let at = 0
  const all: RawRecord[] = [t.from === null ? {} : { o: t.from }]
  for (const kf of t.frames) {
    at += kf.gap
    all.push({ t: at, d: kf.d, o: kf.o, e: kf.e })
    at += kf.d
  }
  return { all }
}
type TrackGen = { from: number | null; frames: { gap: number; d: number; o: number; e: string }[] }
/** Moves of the playhead (s): forward, quiet or not, or back quietly, as the player and clock move it. */
const move = fc.record({
  at: fc.oneof(
    fc.integer({ min: 0, max: 2000 }).map((n) => n / 1000),
    fc.constant(-1),
  ),
  quiet: fc.boolean(),
})

describe('fadeScene: a scene that only fades, played as its GSAP timeline (issue #25)', () => {
  it('shows the same opacity and fires the same frame hooks as GSAP, move by move', () => {
    fc.assert(
      fc.property(
        fc.array(track, { minLength: 1, maxLength: 2 }),
        fc.array(move, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (tracks, moves, start) => {
          const names = ['content', 'mask']
          const raw = Object.fromEntries(tracks.map((t, i) => [names[i], toRaw(t)]))
          const p = pair(raw, String(start / 100))
          expect(p.scene.duration()).toBeCloseTo(p.tl.duration(), 9)
          for (const m of moves) {
            // -1 stands for the scene's end, where the player and the clock often go.
            const at = m.at < 0 ? p.tl.duration() : Math.min(m.at, p.tl.duration())
            // Back only quietly, as the player moves scenes (fade-scene.ts).
            const quiet = m.quiet || at < p.tl.totalTime()
            p.tl.totalTime(at, quiet)
            p.scene.totalTime(at, quiet)
            // The same to 4 decimals, give or take the last (GSAP rounds its local time first).
            const gsapNow = p.gsapOpacity()
            p.fadeOpacity().forEach((o, i) => {
              expect(o === '').toBe(gsapNow[i] === '')
              expect(Number(o)).toBeCloseTo(Number(gsapNow[i]), 3)
            })
            expect(p.scene.totalTime()).toBeCloseTo(p.tl.totalTime(), 9)
            expect(p.scene.totalProgress()).toBeCloseTo(p.tl.totalProgress(), 9)
          }
          expect(p.events.fade).toEqual(p.events.gsap)
          p.tl.revert()
          p.scene.revert()
          expect(p.fadeOpacity()).toEqual(p.gsapOpacity())
          made.splice(made.indexOf(p.tl), 1)
          p.tl.kill()
        },
      ),
      { numRuns: 500 },
    )
  })

  it('the layer waiting to enter and the mark a browser run starts with', () => {
    const p = pair({ content: { all: [{ o: 0 }, { d: 300, o: 1 }] } })
    // The player's wait: through to the end and back, quietly.
    p.scene.totalTime(p.scene.duration(), true).totalTime(0, true)
    expect(p.fadeOpacity()).toEqual(['0'])
    // The clock's first mark: 1 ms in fires what sits at 0.
    p.scene.totalTime(0.001)
    expect(p.events.fade).toEqual(['start 1'])
    p.scene.totalTime(0.3)
    expect(p.events.fade).toEqual(['start 1', 'end 1'])
    expect(p.fadeOpacity()).toEqual(['1'])
    // The browser plays it (browser-plan.test.ts); GSAP's timelines are moved a frame at a time.
    expect(planOf(p.tl)).toBeUndefined()
    expect(planOf(p.scene)?.marks).toEqual([0, 0.3])
  })

  it("an export's out fades from where the layer is, read again at each play, as GSAP's does", () => {
    const raw = {
      content: { pers: '600px', all: [{ t: 0, d: 300, e: 'power2.in', x: ['inherit'], o: 0 }] },
    }
    const tracks = readScene(raw, 'out', { level: 0, random: (a) => a, report: () => {} }, 'tl.out')
    const a = targetsFor(['content'])
    const b = targetsFor(['content'])
    const none = { start() {}, end() {} }
    const tl = buildScene({ gsap, filter: FILTER_DEFAULTS }, tracks, a.targets, none)
    made.push(tl)
    const fades = fadesOf(tracks, b.targets)
    expect(fades?.map((f) => f.here)).toEqual([true])
    const scene = fadeScene(tracks, fades ?? [], none)
    const els = [a.els.get('content'), b.els.get('content')] as HTMLElement[]
    const plans = []
    // Played as the player plays `out`: read again, to 0 quietly, then on. The second time the
    // layer's `in` was cut short at 0.6.
    for (const start of ['1', '0.6']) {
      for (const el of els) el.style.opacity = start
      tl.invalidate().totalTime(0, true)
      scene.invalidate().totalTime(0, true)
      plans.push(planOf(scene))
      expect(plans.at(-1)?.animations[0]?.frames[0]?.opacity).toBe(start)
      for (const at of [0.1, 0.2, 0.3]) {
        tl.totalTime(at)
        scene.totalTime(at)
        expect(Number(els[1]?.style.opacity)).toBeCloseTo(Number(els[0]?.style.opacity), 3)
      }
      expect(els.map((el) => el.style.opacity)).toEqual(['0', '0'])
    }
    // A new start is a new plan; the same start keeps it.
    expect(plans[1]).not.toBe(plans[0])
    els[1]!.style.opacity = '0.6'
    scene.invalidate().totalTime(0, true)
    expect(planOf(scene)).toBe(plans[1])
  })

  it('reverting puts back the opacity the element had inline', () => {
    const tracks = read({ content: { all: [{ o: 0 }, { d: 300, o: 1 }] } })
    const { els, targets } = targetsFor(['content'])
    const el = els.get('content') as HTMLElement
    el.style.opacity = '0.5'
    const scene = fadeScene(tracks, fadesOf(tracks, targets) ?? [], { start() {}, end() {} })
    scene.totalTime(0.15)
    expect(Number(el.style.opacity)).toBeGreaterThan(0)
    scene.revert()
    expect(el.style.opacity).toBe('0.5')
    expect(scene.totalTime()).toBe(0)
  })
})

describe('fadesOf: only what GSAP would add nothing to', () => {
  const fade = [{ o: 0 }, { d: 300, o: 1 }]
  it.each([
    [
      'a transform',
      {
        content: {
          all: [
            { o: 0, x: 10 },
            { d: 300, o: 1, x: 0 },
          ],
        },
      },
    ],
    [
      'a filter',
      {
        content: {
          all: [
            { o: 0, blur: 4 },
            { d: 300, o: 1, blur: 0 },
          ],
        },
      },
    ],
    ['a colour', { content: { all: [{ o: 0 }, { d: 300, o: 1, col: '#f00' }] } }],
    ['a waiting frame', { content: { all: [{ o: 0 }, { t: 'w100', d: 300, o: 1 }] } }],
    ['a repeat', { content: { all: [{ o: 0 }, { d: 300, o: 1, repeat: 2 }] } }],
    ['split pieces', { words: { all: fade } }],
    ['no tween', { content: { all: [{ o: 0 }] } }],
  ])('not with %s', (_, raw) => {
    const tracks = read(raw as RawRecord)
    const els = [document.createElement('span'), document.createElement('span')]
    const targets = {
      get: (name: string) => (name === 'words' ? els : els.slice(0, 1)),
      pinned: () => '50% 50% 0px',
    } as unknown as LayerTargets
    expect(fadesOf(tracks, targets)).toBeUndefined()
  })
  it('not when GSAP would write the origin (not pinned), nor on a shared element', () => {
    const tracks = read({ content: { all: fade } })
    expect(fadesOf(tracks, targetsFor(['content'], false).targets)).toBeUndefined()
    const el = document.createElement('div')
    const shared = { get: () => [el], pinned: () => '50% 50% 0px' } as unknown as LayerTargets
    expect(fadesOf(read({ content: { all: fade }, mask: { all: fade } }), shared)).toBeUndefined()
    expect(fadesOf(tracks, targetsFor(['content']).targets)).toHaveLength(1)
  })
})

describe('a layer that only fades, in a slider', () => {
  let h: Awaited<ReturnType<typeof mount>> | undefined
  afterEach(() => {
    h?.cleanup()
    h = undefined
  })
  const fades = {
    in: { content: { all: [{ o: 0 }, { t: 100, d: 300, o: 1 }] } },
    out: { content: { all: [{ o: 1 }, { d: 200, o: 0 }] } },
  }
  // The same scenes with a transform that goes nowhere: GSAP's timelines play them.
  const moves = {
    in: GSAP_IN,
    out: {
      content: {
        all: [
          { o: 1, x: 0 },
          { d: 200, o: 0, x: 0 },
        ],
      },
    },
  }

  it('makes no GSAP timeline, and enters and leaves as a layer GSAP moves does', async () => {
    const made = vi.spyOn(gsap, 'timeline')
    h = await mount(
      layersModule([
        [
          { id: 1, tl: fades },
          { id: 2, tl: moves },
        ],
        [{ id: 3, tl: fades }],
      ]),
    )
    // Layer 2's in and out, in the scenes' parent (a timeline of its own under GSAP's root);
    // none for layers 1 and 3.
    const scenes = made.mock.results.filter((r) => r.value.parent !== gsap.globalTimeline)
    expect(scenes).toHaveLength(2)
    const [one, two] = [h.layer(0, 1), h.layer(0, 2)]
    expect([one?.style.opacity, two?.style.opacity]).toEqual(['0', '0'])
    await h.run(500)
    expect([one?.style.opacity, two?.style.opacity]).toEqual(['1', '1'])
    h.slider.next()
    await h.run(1000)
    expect([one?.style.opacity, two?.style.opacity]).toEqual(['0', '0'])
    expect(one?.style.visibility).toBe('hidden')
    expect(h.layer(1, 3)?.style.opacity).toBe('1')
    const of = (id: number) =>
      h?.events.filter((e) => e.startsWith(`0:${id}:`)).map((e) => e.slice(4))
    expect(of(1)).toEqual(of(2))
    expect(of(1)).toEqual([
      'enterstage:in.1',
      'enteredstage:in.1',
      'leavestage:out.0',
      'leftstage:out.0',
    ])
    expect(h.events.filter((e) => e.startsWith('1:3:'))).toEqual([
      '1:3:enterstage:in.1',
      '1:3:enteredstage:in.1',
    ])
  })

  it('released, it puts back the opacity it wrote', async () => {
    h = await mount(layersModule([[{ id: 1, tl: fades }]]))
    await h.run(500)
    const el = h.layer(0, 1) as HTMLElement
    expect(el.style.opacity).toBe('1')
    h.cleanup()
    h = undefined
    expect(el.style.opacity).toBe('')
    expect(el.style.willChange).toBe('')
  })
})
