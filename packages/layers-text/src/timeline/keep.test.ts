import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { MIDDLE, STAGE } from './edges'
import { sameAfter } from './keep'
import { MOTION_LIST } from './keyframe'

const tl = (frame: RawRecord, track = 'content'): RawRecord => ({
  in: { [track]: { all: [frame] } },
})
const after = (frame: RawRecord, track?: string) => [
  sameAfter(tl(frame, track), 'scale'),
  sameAfter(tl(frame, track), 'level'),
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

  it('a px length other than 0, a random range or a stage word: built again after either', () => {
    expect(after({ x: 20 })).toEqual([false, false])
    expect(after({ y: [0, '#a', '#a', '#a', '-12px'] })).toEqual([false, false])
    expect(after({ filter: { blur: 4 } })).toEqual([false, false])
    expect(after({ z: '{10,20}' })).toEqual([false, false])
    expect(after({ x: 'left' })).toEqual([false, false])
    expect(after({ y: 'middle' })).toEqual([false, false])
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

  // keep.ts, in a chunk of its own, holds its own copy of these lists: they must not drift.
  it('every stage word edges.ts measures, and every px length the keyframe reader scales', () => {
    for (const word of [...STAGE.x, ...STAGE.y, ...MIDDLE])
      expect(after({ x: word, y: word }), word).toEqual([false, false])
    const lengths = MOTION_LIST.filter(([, [, unit]]) => unit === 'length').map(([key]) => key)
    for (const key of [...lengths, 'blur'])
      expect(after({ [key]: 20 }), key).toEqual([false, false])
  })
})
