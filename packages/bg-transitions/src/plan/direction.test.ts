// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { directed, staggerOrder } from './direction'
import { staggerRanks } from './stagger'

const px = (value: number) => ({ value, unit: 'px' as const })
const pc = (value: number) => ({ value, unit: '%' as const })

describe('the direction rule (docs/behaviour.md §4 "+1 forward ... or -1 backward")', () => {
  it('forward keeps the in/out offsets as authored', () => {
    const o = { x: pc(100), y: px(20), rotation: 45 }
    expect(directed(o, 1)).toEqual(o)
  })

  it('backward mirrors them: x, y and rotation change sign, so a slide from the right comes from the left', () => {
    expect(directed({ x: pc(100), y: px(20), rotation: 45 }, -1)).toEqual({
      x: pc(-100),
      y: px(-20),
      rotation: -45,
    })
  })

  it('backward swaps the stagger order start and end; middle and random stay', () => {
    expect(['start', 'end', 'middle', 'random'].map((d) => staggerOrder(d, -1))).toEqual([
      'end',
      'start',
      'middle',
      'random',
    ])
    expect(staggerOrder('start', 1)).toBe('start')
  })
})

describe('stagger order (direction, export dir: start|end|middle|random)', () => {
  it('start sweeps from the first piece diagonally; end from the last', () => {
    expect(staggerRanks(2, 3, 'start', Math.random)).toEqual([0, 1, 2, 1, 2, 3])
    expect(staggerRanks(2, 3, 'end', Math.random)).toEqual([3, 2, 1, 2, 1, 0])
  })

  it('middle starts at the centre; random uses every piece once over the same number of steps', () => {
    expect(staggerRanks(1, 5, 'middle', Math.random)).toEqual([2, 1, 0, 1, 2])
    const r = staggerRanks(10, 10, 'random', Math.random)
    expect(r).toHaveLength(100)
    expect(Math.max(...r)).toBeLessThanOrEqual(18)
    expect(Math.min(...r)).toBe(0)
  })
})
