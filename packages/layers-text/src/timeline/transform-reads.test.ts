import { gsap } from 'gsap'
import { describe, expect, it } from 'vitest'
import { transformTargets } from './transform-reads'

describe('transformTargets', () => {
  it('is the targets of the tweens that move a transform or set its origin, nested scenes included', () => {
    const [faded, moved, origin, coloured] = [0, 1, 2, 3].map(() => document.createElement('div'))
    const inner = gsap
      .timeline({ paused: true })
      .to(moved as HTMLElement, { rotation: 10, scaleX: 2 })
    const scene = gsap
      .timeline({ paused: true })
      .set(faded as HTMLElement, { opacity: 0 })
      .to(faded as HTMLElement, { opacity: 1 })
      .set(origin as HTMLElement, { transformOrigin: '0% 0%', opacity: 0 })
      .to(coloured as HTMLElement, { color: '#f00', filter: 'blur(2px)' })
      .add(inner)
    expect(transformTargets([scene])).toEqual(new Set([moved, origin]))
    expect(transformTargets([])).toEqual(new Set())
    scene.kill()
  })
})
