// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { GoToTarget } from '../types/slider'
import { navigableIndices, resolveTarget } from './resolve-target'
import { makeSlides } from './test-slides'

const slides = makeSlides(5, (i) => ({ id: `id${i}`, deepLink: i === 3 ? 'Team' : '' }))
const all = [0, 1, 2, 3, 4]
const go = (
  target: GoToTarget,
  current: number,
  navigable: readonly number[] = all,
  random?: () => number,
) => resolveTarget(target, { current, navigable, slides, random })

describe('resolveTarget', () => {
  it('Navigation requests: next and previous step through the slides', () => {
    expect(go('next', 1)).toEqual({ index: 2, direction: 1 })
    expect(go('prev', 1)).toEqual({ index: 0, direction: -1 })
    expect(go('previous', 1)).toEqual({ index: 0, direction: -1 })
  })

  it('It wraps around the navigable slides', () => {
    expect(go('next', 4)).toEqual({ index: 0, direction: 1 })
    expect(go('prev', 0)).toEqual({ index: 4, direction: -1 })
    expect(go('next', 3, [0, 1, 3])).toEqual({ index: 0, direction: 1 })
    expect(go('next', 1, [0, 1, 3])).toEqual({ index: 3, direction: 1 })
  })

  it('steps from a current slide that is not navigable to its navigable neighbours', () => {
    expect(go('next', 2, [0, 1, 3])).toEqual({ index: 3, direction: 1 })
    expect(go('prev', 2, [0, 1, 3])).toEqual({ index: 1, direction: -1 })
    expect(go('next', -1)).toEqual({ index: 0, direction: 1 })
  })

  it('Navigation requests: first, last', () => {
    expect(go('first', 2)).toEqual({ index: 0, direction: -1 })
    expect(go('last', 2)).toEqual({ index: 4, direction: 1 })
    expect(go('first', 2, [1, 2, 3])).toEqual({ index: 1, direction: -1 })
  })

  it('Navigation requests: random never picks the current slide when there are others', () => {
    expect(go('random', 2, all, () => 0.5)).toEqual({ index: 3, direction: 1 })
    for (const r of [0, 0.25, 0.5, 0.75, 0.9999, 1])
      expect(go('random', 0, all, () => r)?.index).not.toBe(0)
    expect(go('random', 0, [0], () => 0.7)).toEqual({ index: 0, direction: 1 })
  })

  it('Navigation requests by key: +N and -N move relative to the current slide, wrapping', () => {
    expect(go('+2', 1)).toEqual({ index: 3, direction: 1 })
    expect(go('+2', 4)).toEqual({ index: 1, direction: 1 })
    expect(go('-3', 1)).toEqual({ index: 3, direction: -1 })
  })

  it('Navigation requests by index, slide id, deep-link name and slideN (1-based)', () => {
    expect(go(3, 1)).toEqual({ index: 3, direction: 1 })
    expect(go('id2', 4)).toEqual({ index: 2, direction: -1 })
    expect(go('team', 0)).toEqual({ index: 3, direction: 1 })
    expect(go('slide2', 4)).toEqual({ index: 1, direction: -1 })
  })

  it('Direction is +1 forward (wrap from last to first counts as forward) or -1 backward', () => {
    expect(go('first', 4)).toEqual({ index: 0, direction: 1 })
    expect(go(0, 4)).toEqual({ index: 0, direction: 1 })
    expect(go('last', 0)).toEqual({ index: 4, direction: -1 })
    expect(go(3, 0)).toEqual({ index: 3, direction: 1 })
    expect(go(1, 3)).toEqual({ index: 1, direction: -1 })
  })

  it('with two slides, going from the first to the second is forward', () => {
    expect(go(1, 0, [0, 1])).toEqual({ index: 1, direction: 1 })
    expect(go(0, 1, [0, 1])).toEqual({ index: 0, direction: -1 })
  })

  it('invalid targets return null: unknown names, out-of-range or non-navigable positions', () => {
    for (const t of ['nope', 7, -1, 1.5, 'slide9', 'slide0', '']) expect(go(t, 0)).toBeNull()
    expect(go(2, 0, [0, 1, 3])).toBeNull()
    expect(go('next', 0, [])).toBeNull()
  })
})

describe('navigableIndices', () => {
  // Slide 1 hides after 2 loops, slide 2 on mobile: only these are listed, as in `model.hidden`.
  const hidden = [
    { index: 1, hideAfterLoops: 2, hideOnMobile: false },
    { index: 2, hideAfterLoops: 0, hideOnMobile: true },
  ]

  it('a slide with hideAfterLoops N is left out once N loops are done', () => {
    expect(navigableIndices(4, hidden, { loops: 1, level: 0 })).toEqual([0, 1, 2, 3])
    expect(navigableIndices(4, hidden, { loops: 2, level: 0 })).toEqual([0, 2, 3])
  })

  it('a slide with hideOnMobile is left out on the mobile level (4) only', () => {
    expect(navigableIndices(4, hidden, { loops: 0, level: 3 })).toEqual([0, 1, 2, 3])
    expect(navigableIndices(4, hidden, { loops: 0, level: 4 })).toEqual([0, 1, 3])
  })

  it('with no hidden slides every one of the slides is navigable', () => {
    expect(navigableIndices(3, [], { loops: 9, level: 4 })).toEqual([0, 1, 2])
    expect(navigableIndices(0, [], { loops: 0, level: 0 })).toEqual([])
  })
})
