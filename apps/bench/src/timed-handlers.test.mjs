import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_PARTS } from './build-parts.mjs'
import { INSTRUMENTS, instrument, TIMER, timesBetween } from './timed-handlers.mjs'

const packagesDir = join(import.meta.dirname, '..', '..', '..', 'packages')

describe('timed handlers (handler-time.mjs)', () => {
  it.each([
    ['handlers', INSTRUMENTS],
    ["a build's parts (BENCH_BUILD_PARTS)", [...INSTRUMENTS, ...BUILD_PARTS]],
  ])('finds each call it wraps once in the sources as they are now: %s', (_, list) => {
    for (const file of new Set(list.map((it) => it.file))) {
      const source = readFileSync(join(packagesDir, file), 'utf8')
      const out = instrument(file, source, list)
      for (const it of list.filter((i) => i.file === file)) {
        expect(source.split(it.call)).toHaveLength(2)
        expect(out).toContain(it.timed)
      }
    }
  })

  it("wraps a build part's call and nothing around it", () => {
    const part = BUILD_PARTS.find((it) => it.call === 'const css = styleCss(model, env, e.warn)')
    expect(part?.timed).toBe(
      `const css = __strataTime("build: a layer element's CSS made", () => styleCss(model, env, e.warn))`,
    )
  })

  it('says which call is missing rather than timing nothing', () => {
    expect(() => instrument('core/src/events/bus.ts', 'no such call')).toThrow(
      'core/src/events/bus.ts: "sub[1](payload)" found 0 times',
    )
  })

  it('times a call and counts it; the second reading less the first', () => {
    const scope =
      /** @type {{ __strataTime?: (k: string, f: () => number) => number, __strataTimes?: Record<string, [number, number]> }} */ ({})
    new Function('globalThis', TIMER)(scope)
    expect(scope.__strataTime?.('a', () => 7)).toBe(7)
    const first = structuredClone(scope.__strataTimes ?? {})
    scope.__strataTime?.('a', () => 1)
    scope.__strataTime?.('b', () => 1)
    const rows = timesBetween(first, scope.__strataTimes ?? {})
    expect(rows.map(([key, , calls]) => [key, calls]).sort()).toEqual([
      ['a', 1],
      ['b', 1],
    ])
    expect(rows.every(([, ms]) => ms >= 0)).toBe(true)
  })
})
