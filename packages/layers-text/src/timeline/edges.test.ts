import { afterEach, describe, expect, it } from 'vitest'
import { edgeValue, forgetBoxes, primeBoxes } from './edges'

/** A layer in a slide whose offsets the test sets (happy-dom lays nothing out). */
const layerAt = (left: number) => {
  const slide = document.createElement('div')
  slide.className = 'strata-slide'
  const el = document.createElement('div')
  slide.append(el)
  document.body.append(slide)
  const set = (x: number) => {
    Object.defineProperty(el, 'offsetLeft', { value: x, configurable: true })
    Object.defineProperty(el, 'offsetParent', { value: slide, configurable: true })
    Object.defineProperty(el, 'offsetWidth', { value: 100, configurable: true })
  }
  set(left)
  return { el, set }
}

afterEach(() => {
  forgetBoxes()
  document.body.replaceChildren()
})

describe('edge words measure the layout once per build (docs/performance.md)', () => {
  it('a tween starting after the build reads the box measured in its read phase', () => {
    const { el, set } = layerAt(40)
    const left = edgeValue('left', 'x') as (i: number, t: Element) => number
    primeBoxes([el])
    set(400)
    // From beyond the stage's left edge: -(left + width), as measured when primed.
    expect(left(0, el)).toBe(-140)
  })

  it('after a layout change the box is measured again when the tween starts', () => {
    const { el, set } = layerAt(40)
    const left = edgeValue('left', 'x') as (i: number, t: Element) => number
    primeBoxes([el])
    set(400)
    forgetBoxes()
    expect(left(0, el)).toBe(-500)
  })
})
