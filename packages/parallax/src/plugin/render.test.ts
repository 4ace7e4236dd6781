// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { REST } from '../math/depth'
import type { ScrollModifiers } from '../types'
import { clear, type Frame, render } from './render'
import type { Target } from './targets'

/** A target whose wrapper counts the style writes it receives. */
function target(level: number, rank: number): { t: Target; writes: string[] } {
  const wrapper = document.createElement('div')
  const writes: string[] = []
  const style = wrapper.style
  const set = style.setProperty.bind(style)
  const remove = style.removeProperty.bind(style)
  style.setProperty = (p: string, v: string | null, prio?: string) => {
    writes.push(`set ${p}`)
    set(p, v, prio)
  }
  style.removeProperty = (p: string) => {
    writes.push(`remove ${p}`)
    return remove(p)
  }
  const motion = { level, scroll: {} } as Target['motion']
  return { t: { wrapper, motion, scrolls: false, rank }, writes }
}

const solidFrame = (rotateY: number): Frame => ({
  pointer: REST,
  box: { width: 1000, height: 500 },
  scale: 1,
  solid: { depth: 65, spacing: 15, shadow: 3, tilt: { rotateX: 0, rotateY } },
})
const none: ScrollModifiers[] = []

describe('render: only what changed is written (docs/plugin-authors.md, compositor properties)', () => {
  it('a second frame that changes nothing writes nothing', () => {
    const { t, writes } = target(10, 1)
    render([t], none, solidFrame(10))
    expect(writes).toEqual(['set transform', 'remove opacity', 'set filter'])
    expect(t.wrapper.style.transform).toBe('translate3d(0px, 0px, 80px)')
    writes.length = 0
    render([t], none, solidFrame(10))
    // A hundredth of a degree more leaves the half-pixel shadow where it was.
    render([t], none, solidFrame(10.01))
    expect(writes).toEqual([])
  })

  it('writes the filter alone when only the shadow moves, and forgets the cache on clear', () => {
    const { t, writes } = target(10, 1)
    render([t], none, solidFrame(0))
    writes.length = 0
    render([t], none, solidFrame(10))
    expect(writes).toEqual(['set filter'])
    clear([t])
    expect(t.wrapper.style.transform).toBe('')
    writes.length = 0
    render([t], none, solidFrame(10))
    expect(writes).toEqual(['set transform', 'remove opacity', 'set filter'])
  })
})
