import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnimationPool, KEEP, KINDS } from './animation-pool'

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * A DOM whose effects can be copied, as browsers' can: `new KeyframeEffect(source)` and
 * `new Animation(effect, timeline)` record what they were given.
 */
function copyingDom(log: string[]) {
  class Effect {
    target: Element | null
    constructor(readonly source: { target: Element | null }) {
      this.target = source.target
      log.push(`copy of ${(source.target as HTMLElement | null)?.id ?? 'none'}`)
    }
  }
  class Run {
    constructor(
      readonly effect: Effect,
      readonly timeline: unknown,
    ) {}
    play() {
      log.push(`play on ${(this.effect.target as HTMLElement).id}`)
    }
    cancel() {
      log.push('cancel')
    }
  }
  vi.stubGlobal('KeyframeEffect', Effect)
  vi.stubGlobal('Animation', Run)
}

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
    // No effect to copy: each is animated anew.
    vi.stubGlobal('KeyframeEffect', undefined)
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
    copyingDom(log)
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

  it('copies an effect of the kind when none has ended: keyframes parsed once for a slide', () => {
    const log: string[] = []
    copyingDom(log)
    const pool = createAnimationPool()
    const [a, b, c] = ['a', 'b', 'c'].map((id) => element(log, id))
    const first = pool.animate(a as HTMLElement, fade, 300)
    const second = pool.animate(b as HTMLElement, fade, 300)
    const third = pool.animate(c as HTMLElement, structuredClone(fade), 300)
    expect(new Set([first, second, third]).size).toBe(3)
    expect(log).toEqual(['animate a 2 300', 'copy of a', 'play on b', 'copy of a', 'play on c'])
    // On the element's own document's timeline, and kept as the ones `animate` made are.
    expect((second as unknown as { timeline: unknown }).timeline).toBe(document.timeline)
    pool.release(second)
    expect(pool.animate(element(log, 'd'), fade, 300)).toBe(second)
    // Another length is another kind: parsed anew.
    pool.animate(element(log, 'e'), fade, 600)
    expect(log.slice(-3)).toEqual(['cancel', 'play on d', 'animate e 2 600'])
  })

  it('animates anew where the DOM refuses the copy', () => {
    const log: string[] = []
    vi.stubGlobal(
      'KeyframeEffect',
      class {
        constructor() {
          throw new TypeError('no copies here')
        }
      },
    )
    const pool = createAnimationPool()
    pool.animate(element(log, 'a'), fade, 300)
    pool.animate(element(log, 'b'), fade, 300)
    expect(log).toEqual(['animate a 2 300', 'animate b 2 300'])
  })

  it(`starts over past ${KINDS} kinds: fades that start where they are make kinds without end`, () => {
    const log: string[] = []
    copyingDom(log)
    const pool = createAnimationPool()
    const fadeFrom = (from: number): Keyframe[] => [
      { offset: 0, opacity: `${from}` },
      { offset: 1, opacity: '0' },
    ]
    const first = fadeFrom(0.5)
    pool.release(pool.animate(element(log, 'a'), first, 300))
    // The kind still kept: played again.
    pool.release(pool.animate(element(log, 'b'), first, 300))
    expect(log.filter((l) => l.startsWith('animate'))).toHaveLength(1)
    for (let i = 1; i <= KINDS; i++)
      pool.release(pool.animate(element(log, `k${i}`), fadeFrom(0.5 + i / 1000), 300))
    // Past the limit the kept ones went: the first kind is animated anew.
    const before = log.filter((l) => l.startsWith('animate')).length
    pool.animate(element(log, 'c'), first, 300)
    expect(log.filter((l) => l.startsWith('animate')).length).toBe(before + 1)
    expect(KINDS).toBeGreaterThanOrEqual(64)
  })
})
