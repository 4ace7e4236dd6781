import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { MIDDLE, STAGE } from './edges'
import { redrawnAfter, sameAfter } from './keep'
import { MOTION_LIST } from './keyframe'

const tl = (frame: RawRecord, track = 'content', scene = 'in'): RawRecord => ({
  [scene]: { [track]: { all: [frame] } },
})
const after = (frame: RawRecord, track?: string, scene?: string) => [
  sameAfter(tl(frame, track, scene), 'scale'),
  sameAfter(tl(frame, track, scene), 'level'),
]

describe('sameAfter: the scenes a new scale or level leaves as they are (issue #25)', () => {
  it("an export's 0, % and layer-box words, the same at every level: kept after either", () => {
    expect(sameAfter(undefined, 'level')).toBe(true)
    expect(after({ x: [0, '#a', '#a', '#a', '#a'], y: '(bottom)', o: 0, rZ: 45 })).toEqual([
      true,
      true,
    ])
    expect(after({ x: '50%', y: '(50%)', z: '0px', blur: 0, sX: 1.2 })).toEqual([true, true])
    expect(after({ x: ['(left)', '#a', '(left)'], y: ['inherit', '#a'] }, 'words')).toEqual([
      true,
      true,
    ])
  })

  it('a px length other than 0 or a random range that an entered layer rests at: built again after either', () => {
    // `in` of one keyframe rests where it starts.
    expect(after({ x: 20 })).toEqual([false, false])
    expect(after({ y: [0, '#a', '#a', '#a', '-12px'] })).toEqual([false, false])
    expect(after({ filter: { blur: 4 } })).toEqual([false, false])
    expect(after({ z: '{10,20}' })).toEqual([false, false])
  })

  // Moved to the new scale in its tweens and drawn again (rescale.ts, player.ts `remeasure`).
  const entrance = (from: RawRecord, to: RawRecord, track = 'content'): RawRecord => ({
    in: { [track]: { all: [from, to] } },
  })
  const both = (t: RawRecord) => [sameAfter(t, 'scale'), sameAfter(t, 'level'), redrawnAfter(t)]

  it('a px length in `in` that it leaves for 0 or %, or in `out`: kept and drawn again', () => {
    expect(both(entrance({ x: -60, o: 0 }, { x: 0, o: 1 }))).toEqual([true, true, true])
    expect(both(entrance({ y: '24px' }, { y: [0, '#a'] }, 'words'))).toEqual([true, true, true])
    expect(both(entrance({ z: '{10,20}', x: '50px' }, { z: '0px', x: '(50%)' }))).toEqual([
      true,
      true,
      true,
    ])
    expect(both(tl({ x: 20, y: '-12px' }, 'content', 'out'))).toEqual([true, true, true])
    // The real export's entrance: -60 px, -30 px on phones. A new level is built again.
    expect(both(entrance({ x: ['-60px', '#a', '#a', '#a', '-30px'] }, { x: [0, '#a'] }))).toEqual([
      true,
      false,
      true,
    ])
    // Nothing of the scale: nothing to draw again.
    expect(both(entrance({ x: '50%' }, { x: 0 }))).toEqual([true, true, false])
  })

  it('an entered layer resting at a px length, or keeping one: built again after either', () => {
    expect(both(entrance({ x: 0 }, { x: 20 }))).toEqual([false, false, true])
    expect(both(entrance({ x: -60 }, { x: 'inherit' }))).toEqual([false, false, true])
    // The last keyframe leaves x out: the layer keeps the px of the keyframe before.
    expect(both(entrance({ x: -60, o: 0 }, { o: 1 }))).toEqual([false, false, true])
    expect(both(entrance({ y: -60 }, { y: [0, '#a', '#a', '#a', '10px'] }))).toEqual([
      false,
      false,
      true,
    ])
    // `x` rests at 0; `y` was never px.
    expect(both(entrance({ x: -60, y: '10%' }, { x: 0 }))).toEqual([true, true, true])
  })

  it('a px length in a loop or an action scene, which go on from where they are: built again', () => {
    expect(after({ x: 20 }, 'content', 'loop')).toEqual([false, false])
    expect(after({ x: '20px' }, 'content', 'scene_1')).toEqual([false, false])
    expect(
      both({ ...entrance({ x: -60 }, { x: 0 }), scene_1: { content: { all: [{ x: 20 }] } } }),
    ).toEqual([false, false, true])
  })

  it('a stage word in `in` or `out`, measured as they play: kept and measured again', () => {
    expect(after({ x: 'left' })).toEqual([true, true])
    expect(after({ y: ['middle', '#a'] }, 'words', 'out')).toEqual([true, true])
    expect(redrawnAfter(tl({ x: 'left' }))).toBe(true)
    // edges.ts reads a word in any case.
    expect(redrawnAfter(tl({ x: ' Left ' }))).toBe(true)
    expect(after({ x: 'RIGHT' }, 'content', 'loop')).toEqual([false, false])
    expect(redrawnAfter(tl({ y: 'bottom' }, 'content', 'out'))).toBe(true)
    expect(redrawnAfter(tl({ x: '(left)' }))).toBe(false)
    expect(redrawnAfter(undefined)).toBe(false)
    // With a px length beside it, the layer is built again all the same.
    expect(after({ x: 'left', y: 20 })).toEqual([false, false])
  })

  it('a stage word in a loop or an action scene, which go on from where they measured: built again', () => {
    expect(after({ x: 'left' }, 'content', 'loop')).toEqual([false, false])
    expect(after({ y: 'top' }, 'content', 'scene_1')).toEqual([false, false])
    // A stage word means nothing on z or blur: read as any other length there.
    expect(after({ z: 'left' })).toEqual([false, false])
  })

  it('lines and characters follow the layout: built again after either', () => {
    expect(after({ o: 0 }, 'lines')).toEqual([false, false])
    expect(after({ o: 0 }, 'chars')).toEqual([false, false])
  })

  it('a value that differs by level: kept after a new scale, built again after a new level', () => {
    expect(after({ x: ['50%', '#a', '#a', '#a', '20%'] })).toEqual([true, false])
    expect(after({ o: 1, d: [300, '#a', 600] })).toEqual([true, false])
    expect(after({ x: [{ a: -5, b: 5 }, '#a'] })).toEqual([false, false])
    // `inherit` at one level is the keyframe before's value there, not this slot's.
    expect(after({ x: ['50%', 'inherit'] })).toEqual([true, false])
  })

  it('scenes written alike are read alike; scenes JSON cannot write out are read on their own', () => {
    const moves = () => entrance({ x: -60 }, { x: 0 })
    expect([both(moves()), both(moves())]).toEqual([
      [true, true, true],
      [true, true, true],
    ])
    // Alike but for one value: not taken for the other.
    expect(both(entrance({ x: -60 }, { x: 10 }))).toEqual([false, false, true])
    // Core reports a circular `tl` and leaves it in the data: built again, never a stack overflow.
    const cyclic: RawRecord = entrance({ x: '50%' }, { x: 0 })
    ;(cyclic.in as RawRecord).self = cyclic
    expect(both(cyclic)).toEqual([false, false, false])
  })

  // keep.ts, in a chunk of its own, holds its own copy of these lists: they must not drift.
  it('every stage word edges.ts measures, and every px length the keyframe reader scales', () => {
    for (const word of [...STAGE.x, ...STAGE.y, ...MIDDLE]) {
      expect(after({ x: word, y: word }, 'content', 'loop'), word).toEqual([false, false])
      expect(redrawnAfter(tl({ x: word, y: word })), word).toBe(true)
    }
    const lengths = MOTION_LIST.filter(([, [, unit]]) => unit === 'length').map(([key]) => key)
    for (const key of [...lengths, 'blur'])
      expect(after({ [key]: 20 }), key).toEqual([false, false])
  })
})
