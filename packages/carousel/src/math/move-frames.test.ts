// @vitest-environment node
import { normaliseModule } from '@strata/core/kit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { carouselPart, carouselSettings } from '../normalise'
import type { CarouselSettings } from '../types'
import { depthAt, type MoveFrames, moveFrames } from './move-frames'
import { carouselLayout, type Layout, poseAt } from './pose'
import { offsetOf } from './wrap'

const settings = (over: Partial<CarouselSettings> = {}): CarouselSettings => ({
  ...carouselSettings(normaliseModule({}, { parts: [carouselPart] }).model.settings),
  ...over,
})
const layout = (over: Partial<CarouselSettings>, count = 8): Layout =>
  carouselLayout(settings(over), { width: 1000, height: 500, count, reducedMotion: false })

/** A keyframe's numbers: translate3d's three, the three rotations, the scale, then opacity. */
const numbers = (f: { transform: string; opacity: string }): number[] => [
  ...[...f.transform.matchAll(/\(([^)]*)\)/g)].flatMap(([, args]) =>
    (args as string).split(',').map((a) => Number.parseFloat(a)),
  ),
  Number(f.opacity),
]

/** What the browser draws at progress `e`: each number interpolated between the keyframes around it. */
function drawnAt(move: MoveFrames, e: number): number[] {
  const { frames } = move
  let i = 0
  while (i + 2 < frames.length && (frames[i + 1]?.offset ?? 1) <= e) i++
  const a = frames[i]!
  const b = frames[i + 1] ?? a
  const t = b.offset > a.offset ? (e - a.offset) / (b.offset - a.offset) : 0
  const [na, nb] = [numbers(a), numbers(b)]
  return na.map((v, k) => v + ((nb[k] as number) - v) * t)
}

/** The pose the script-run strip writes at progress `e`, as the same numbers. */
function poseNumbers(l: Layout, index: number, from: number, to: number, e: number): number[] {
  const d = offsetOf(index, from + (to - from) * e, l.count, l.settings.infinity)
  const p = poseAt(l, d)
  return [p.x, p.y, p.z, p.rotateX, p.rotateY, p.rotateZ, p.scale, p.opacity]
}

describe('a slide’s move as browser keyframes', () => {
  it('a flat strip with fall-offs: keyframes only where a pose bends, poses between them exact', () => {
    const l = layout({ scale: true, minScale: 50, opacity: true, maxOpacity: 40 })
    // Slide 1 goes from one slide right of the focus to the focus: its fall-offs bend at 1 and 0
    // slides away, the ends of its way, so two keyframes are its whole move.
    const move = moveFrames(l, 1, 0, 1)
    expect(move.frames.map((f) => f.offset)).toEqual([0, 1])
    // Two slides on, slide 2 comes from 2 slides away to the focus: it bends half-way, at 1.
    expect(moveFrames(l, 2, 0, 2).frames.map((f) => f.offset)).toEqual([0, 0.5, 1])
    expect(move.frames[0]!.transform).toBe(
      'translate3d(650px,0px,0px) rotateX(0deg) rotateY(0deg) rotateZ(0deg) scale(0.5)',
    )
    expect(move.frames[1]).toMatchObject({ opacity: '1' })
    for (const e of [0.1, 0.25, 0.5, 0.8])
      drawnAt(move, e).forEach((v, k) => {
        expect(v).toBeCloseTo(poseNumbers(l, 1, 0, 1, e)[k] as number, 2)
      })
  })

  it('the z-index steps where the distance crosses a half, and a slide never shown gets no frames', () => {
    const l = layout({})
    expect(moveFrames(l, 2, 0, 1).depth).toEqual([
      { offset: 0, zIndex: '98' },
      { offset: 0.5 - 1e-6, zIndex: '98' },
      { offset: 0.5 + 1e-6, zIndex: '99' },
      { offset: 1, zIndex: '99' },
    ])
    expect(depthAt(-1.6)).toBe(98)
    // Slide 7 is six slides out at both ends: hidden the whole way.
    expect(moveFrames(l, 7, 0, 1)).toEqual({ frames: [] })
    expect(moveFrames(l, 1, 2, 2)).toEqual({ frames: [] })
  })

  it('an endless strip: a slide swaps sides between two keyframes a hair apart, hidden', () => {
    const l = layout({ infinity: true }, 6)
    // Slide 3 from 3 away (at the swap, hidden) to 2 away going forward: it comes in from the left.
    const move = moveFrames(l, 3, 5.5, 7)
    const offsets = move.frames.map((f) => f.offset)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    const swap = move.frames.findIndex(
      (f, i) => i > 0 && f.offset - (move.frames[i - 1]?.offset ?? 0) < 1e-5,
    )
    expect(swap).toBeGreaterThan(0)
    expect(move.frames[swap]!.opacity).toBe('0')
    expect(move.frames[swap - 1]!.opacity).toBe('0')
  })

  it('a spin: the arc is cut into chords where the slide shows, one step where it is hidden', () => {
    const l = layout({ maxVisible: 1, spin: '2d', spinAngle: 30, infinity: true }, 11)
    // Slide 10 fades out 0.04 of the way in, then turns hidden for most of the way to its swap.
    const move = moveFrames(l, 10, 0.84, 4.54)
    const hiddenFrom = move.frames.findIndex((f) => f.opacity === '0')
    expect(hiddenFrom).toBeGreaterThan(1)
    // Chords while it shows (its fade-out), then the hidden stretch in one step to the swap.
    const next = move.frames[hiddenFrom + 1]!
    const after = move.frames[hiddenFrom + 2]!
    expect(next.opacity).toBe('0')
    expect(after.offset - next.offset).toBeLessThan(1e-5)
  })

  it('any layout and move: the browser’s interpolation draws the script’s poses (property)', () => {
    const spins = ['off', 'off', '2d', '3d'] as const
    fc.assert(
      fc.property(
        fc.record({
          count: fc.integer({ min: 3, max: 12 }),
          maxVisible: fc.integer({ min: 1, max: 5 }),
          align: fc.constantFrom('center', 'left', 'right') as fc.Arbitrary<
            CarouselSettings['align']
          >,
          scale: fc.boolean(),
          opacity: fc.boolean(),
          rotation: fc.boolean(),
          spin: fc.constantFrom(...spins),
          infinity: fc.boolean(),
          index: fc.nat(11),
          // Hundredths of a slide and thousandths of the way: fast-check's doubles crowd the ends.
          from: fc.integer({ min: -200, max: 1200 }).map((v) => v / 100),
          by: fc.integer({ min: -400, max: 400 }).map((v) => v / 100),
          e: fc.integer({ min: 1, max: 999 }).map((v) => v / 1000),
        }),
        (c) => {
          const l = layout(
            {
              maxVisible: c.maxVisible,
              align: c.align,
              scale: c.scale,
              minScale: 60,
              opacity: c.opacity,
              maxOpacity: 30,
              rotation: c.rotation,
              maxRotation: 25,
              spin: c.spin,
              spinAngle: 30,
              infinity: c.infinity,
            },
            c.count,
          )
          const index = c.index % c.count
          const to = c.from + c.by
          const move = moveFrames(l, index, c.from, to)
          const want = poseNumbers(l, index, c.from, to, c.e)
          if (!move.frames.length) return Math.abs(c.by) < 1e-9 || want[7] === 0
          // Within a hair of a swap (two keyframes a hair apart) the two sides are both right.
          const swap = move.frames.some(
            (f, i) => i > 0 && f.offset - (move.frames[i - 1]?.offset ?? 0) < 1e-5,
          )
          if (swap && move.frames.some((f) => Math.abs(f.offset - c.e) < 1e-4)) return true
          const got = drawnAt(move, c.e)
          // Hidden here, where it passes is not drawn (a hidden stretch is one step).
          if (want[7] === 0 && Math.abs(got[7] as number) <= 0.01) return true
          // px, degrees, scale, opacity: a spin's arc is cut into chords 0.1 px off it at most,
          // and keyframes round to thousandths.
          const slack = [0.6, 0.6, 0.6, 0.2, 0.2, 0.2, 0.002, 0.01]
          return got.every((v, k) => Math.abs(v - (want[k] as number)) <= (slack[k] as number))
        },
      ),
      { numRuns: 400 },
    )
  })
})
