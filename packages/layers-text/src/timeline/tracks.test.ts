// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { holdsOf } from './holds'
import { readScene } from './tracks'

const entries: { path: string; message: string }[] = []
const o = {
  level: 0 as const,
  random: (a: number) => a,
  report: (path: string, message: string) => void entries.push({ path, message }),
}

describe('tracks of a scene (docs/data-format/README.md "tl")', () => {
  it("an export's out (one keyframe with a duration) tweens from where the layer is", () => {
    const out = { t: 0, d: 300, e: 'power2.in', x: ['inherit', '#a', '#a', '#a', '#a'], o: 0 }
    const [t] = readScene({ content: { pers: '600px', all: [out] } }, 'out', o, 'tl.out')
    // A first keyframe that sets nothing at 0, then the export's keyframe as a tween ("inherit"
    // on the first keyframe keeps where the layer is: no x at all).
    expect(t?.frames.map((f) => [f.start, f.duration, f.ease, f.motion])).toEqual([
      [0, 0, 'power3.inOut', {}],
      [0, 300, 'power2.in', { opacity: 0 }],
    ])
    // The same for scene_N; `in` keeps its first keyframe as its "from" state, a loop its
    // first frame, and a first keyframe without a duration is still a state set at once.
    const frames = (scene: string, kf: RawRecord) =>
      readScene({ content: { all: [kf] } }, scene, o, `tl.${scene}`)[0]?.frames.length
    expect(frames('scene_1', { t: 200, d: 300, o: 0 })).toBe(2)
    expect(frames('in', { d: 300, o: 0 })).toBe(1)
    expect(frames('loop', { d: 300, o: 0 })).toBe(1)
    expect(frames('out', { d: 0, o: 0 })).toBe(1)
    expect(frames('out', { o: 0 })).toBe(1)
  })

  it('an x or y of 0 after a % value stays in % (so GSAP measures nothing to convert the start)', () => {
    const [t] = readScene(
      {
        content: {
          all: [
            { y: '(bottom)', x: 20 },
            { d: 300, y: 0, x: 0 },
            { d: 300, y: 10 },
          ],
        },
      },
      'in',
      o,
      'tl.in',
    )
    expect(t?.frames.map((f) => [f.motion.y, f.motion.x])).toEqual([
      ['100%', 20],
      ['0%', 0],
      [10, 0],
    ])
  })

  it('reads pers, orig and the keyframes of each track', () => {
    const [t] = readScene(
      {
        content: {
          pers: '600px',
          orig: { x: '50%', y: 0, z: 0 },
          all: [{ o: 0 }, { t: 100, d: 200, o: 1 }],
        },
      },
      'in',
      o,
      'tl.in',
    )
    expect(t).toMatchObject({ name: 'content', perspective: 600, origin: '50% 0px 0px' })
    expect(t?.frames.map((f) => [f.start, f.duration, f.motion.opacity])).toEqual([
      [0, 0, 0],
      [100, 200, 1],
    ])
  })
  it("the last frame of in goes to the layer's rest for keys it leaves out", () => {
    const [t] = readScene(
      { content: { all: [{ x: 100, sX: 2, blur: 5, clip: 0 }, { d: 300 }] } },
      'in',
      o,
      'p',
    )
    const last = t?.frames[1]
    expect(last?.motion).toEqual({ x: 0, scaleX: 1 })
    expect(last?.filter).toEqual({ blur: 0 })
    expect(last?.clip).toBe(100)
  })
  it('out keeps what its frames leave out', () => {
    const [t] = readScene({ content: { all: [{ o: 'inherit' }, { o: 0 }] } }, 'out', o, 'p')
    expect(t?.frames[1]?.motion).toEqual({ opacity: 0 })
  })
  it('the mask track reads its overflow from the first keyframe', () => {
    const [t] = readScene({ mask: { all: [{ oflow: 'hidden' }, { d: 10 }] } }, 'in', o, 'p')
    expect(t?.overflow).toBe('hidden')
  })
  it('broken tracks are reported and skipped; the other tracks are kept', () => {
    entries.length = 0
    const tracks = readScene(
      {
        content: { all: [{ o: 0 }, { o: 1 }] },
        words: 'nope',
        chars: { all: [] },
        lines: { all: ['x', { y: 1 }] },
        sparkle: { all: [] },
        bg: { all: [] },
      },
      'in',
      o,
      'tl.in',
    )
    expect(tracks.map((t) => t.name)).toEqual(['content', 'lines'])
    expect(entries).toEqual([
      { path: 'tl.in.words', message: 'must be { all: [keyframes] }; this track is not animated' },
      { path: 'tl.in.chars', message: 'has no keyframes; this track is not animated' },
      { path: 'tl.in.lines.all.0', message: 'must be a keyframe object; skipped' },
      {
        path: 'tl.in.sparkle',
        message:
          'unknown track; expected one of content, mask, words, lines, chars, filter, clip, loop, pan',
      },
    ])
  })
  it('7.x scene names (alias, base) are names, not tracks: nothing to report', () => {
    entries.length = 0
    const tracks = readScene(
      { alias: 'Hover In', base: 'in', content: { all: [{ o: 0 }, { o: 1 }] } },
      'scene_1',
      o,
      'tl.scene_1',
    )
    expect(tracks.map((t) => t.name)).toEqual(['content'])
    expect(entries).toEqual([])
    readScene({ alias: { all: [] } }, 'in', o, 'tl.in')
    expect(entries).toEqual([{ path: 'tl.in.alias', message: 'must be a name; ignored' }])
  })
  it('holds: one per waiting frame ("w<n>"), at its earliest start over the tracks', () => {
    entries.length = 0
    const tracks = readScene(
      {
        content: { all: [{ o: 0 }, { t: 0, d: 200, o: 1 }, { t: 'w400', d: 100, x: 10 }] },
        mask: { all: [{ y: 0 }, { t: 0, d: 200, y: 0 }, { t: 'w300', d: 100, y: 5 }] },
      },
      'in',
      o,
      'tl.in',
    )
    expect(holdsOf(tracks)).toEqual([{ at: 0.3, frame: 2 }])
    expect(entries).toEqual([])
  })
  it('a scene that is not an object is reported', () => {
    entries.length = 0
    expect(readScene(5, 'in', o, 'tl.in')).toEqual([])
    expect(entries[0]?.path).toBe('tl.in')
  })
})
