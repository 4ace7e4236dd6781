import { describe, expect, it, vi } from 'vitest'
import { createAnimationPool, KEEP } from './animation-pool'

/** An element whose `animate` records its calls and returns an animation that records its life. */
function element(log: string[], name: string) {
  const el = document.createElement('div')
  el.animate = ((frames: Keyframe[], options: KeyframeAnimationOptions) => {
    log.push(`animate ${name} ${frames.length} ${options.duration}`)
    const effect = { target: el as Element | null }
    return {
      effect,
      play: () =>
        log.push(`play on ${effect.target === null ? 'none' : (effect.target as HTMLElement).id}`),
      cancel: () => log.push('cancel'),
    } as unknown as Animation
  }) as typeof el.animate
  el.id = name
  return el
}

const fade: Keyframe[] = [
  { offset: 0, opacity: '0', easing: 'linear(0,0.5,1)' },
  { offset: 1, opacity: '1' },
]

describe('createAnimationPool (issue #25)', () => {
  it('an ended animation is played again on the next element with the same keyframes and length', () => {
    const log: string[] = []
    const pool = createAnimationPool()
    const first = pool.animate(element(log, 'a'), fade, 300)
    pool.release(first)
    // Let go of its element while it waits.
    expect((first.effect as KeyframeEffect).target).toBeNull()
    const again = pool.animate(element(log, 'b'), structuredClone(fade), 300)
    expect(again).toBe(first)
    expect(log).toEqual(['animate a 2 300', 'cancel', 'play on b'])
  })

  it('other keyframes, another length, or one still running get an animation of their own', () => {
    const log: string[] = []
    const pool = createAnimationPool()
    const running = pool.animate(element(log, 'a'), fade, 300)
    pool.release(pool.animate(element(log, 'b'), fade, 300))
    const longer = pool.animate(element(log, 'c'), fade, 600)
    const other = pool.animate(element(log, 'd'), [{ opacity: '1' }, { opacity: '0' }], 300)
    expect(new Set([running, longer, other]).size).toBe(3)
    expect(log).toEqual([
      'animate a 2 300',
      'animate b 2 300',
      'cancel',
      'animate c 2 600',
      'animate d 2 300',
    ])
  })

  it(`keeps at most ${KEEP} ended animations of one kind: a real export's slide fades out whole`, () => {
    const log: string[] = []
    const pool = createAnimationPool()
    const made = Array.from({ length: KEEP + 2 }, (_, i) =>
      pool.animate(element(log, `e${i}`), fade, 300),
    )
    for (const a of made) pool.release(a)
    const again = Array.from({ length: KEEP + 2 }, (_, i) =>
      pool.animate(element(log, `f${i}`), fade, 300),
    )
    expect(again.filter((a) => made.includes(a))).toHaveLength(KEEP)
    expect(KEEP).toBeGreaterThanOrEqual(30)
  })

  it('reads a keyframe list as text once, however often it plays', () => {
    const log: string[] = []
    const pool = createAnimationPool()
    const stringify = vi.spyOn(JSON, 'stringify')
    try {
      const frames = structuredClone(fade)
      const first = pool.animate(element(log, 'a'), frames, 300)
      pool.release(first)
      expect(pool.animate(element(log, 'b'), frames, 300)).toBe(first)
      expect(stringify).toHaveBeenCalledTimes(1)
    } finally {
      stringify.mockRestore()
    }
  })
})
