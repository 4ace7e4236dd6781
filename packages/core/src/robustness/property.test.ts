import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSlider } from '../create-slider'
import { normaliseModule } from '../normalise/normalise-module'
import { createFakeScheduler } from '../scheduler/fake-scheduler'
import { installFakeBrowser, sampleModule } from '../test-support/fake-browser'
import type { RawValue } from '../types/model'

/**
 * Property suite (issue #24): fast-check mutations of a rich module. Fixed seed, so CI sees the
 * same inputs each run; `STRATA_FUZZ_RUNS` (set by `pnpm --filter @strata/core fuzz`) runs more.
 */
const RUNS = Number(process.env.STRATA_FUZZ_RUNS) || 1000
const SEED = Number(process.env.STRATA_FUZZ_SEED) || 24

const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
]
const key = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, 'slides', 'settings', 'layers', 'id', '1'),
  fc.string({ maxLength: 6 }),
)
const leaf: fc.Arbitrary<RawValue> = fc.oneof(
  fc.constantFrom(
    null,
    '#a',
    '',
    'javascript:alert(1)',
    '<script>1</script>',
    Number.NaN,
    -1,
    1e308,
    true,
  ),
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
)
const value: fc.Arbitrary<RawValue> = fc.letrec<{ v: RawValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('v'), { maxLength: 6 }),
    fc.sparseArray(tie('v'), { maxLength: 7 }),
    fc.dictionary(key, tie('v'), { maxKeys: 4 }),
  ),
})).v as fc.Arbitrary<RawValue>

/** A rich module with values swapped in at random paths. */
const mutated = fc
  .array(fc.tuple(fc.array(key, { minLength: 1, maxLength: 4 }), value), { maxLength: 6 })
  .map((edits) => {
    const module = JSON.parse(JSON.stringify(sampleModule(3))) as Record<string, RawValue>
    for (const [path, v] of edits) {
      let at = module as Record<string, RawValue>
      for (const k of path.slice(0, -1)) {
        const next = Object.hasOwn(at, k) ? at[k] : undefined
        if (typeof next !== 'object' || next === null) break
        at = next as Record<string, RawValue>
      }
      Object.defineProperty(at, path[path.length - 1] as string, {
        value: v,
        enumerable: true,
        configurable: true,
        writable: true,
      })
    }
    return module
  })

const unpolluted = () =>
  Object.getOwnPropertyNames(Object.prototype).every((n) => !n.startsWith('fuzz')) &&
  Object.getPrototypeOf({}) === Object.prototype &&
  ({} as Record<string, unknown>).polluted === undefined

describe('fuzzed data (fixed seed)', () => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterAll(() => {
    vi.restoreAllMocks()
  })

  it('the normaliser never throws, every entry has a path, nothing reaches Object.prototype', () => {
    fc.assert(
      fc.property(fc.oneof(mutated, value), (raw) => {
        const { model, report } = normaliseModule(raw)
        expect(Array.isArray(model.slides)).toBe(true)
        for (const entry of report) {
          expect(typeof entry.path).toBe('string')
          expect(typeof entry.message).toBe('string')
        }
        expect(unpolluted()).toBe(true)
      }),
      { seed: SEED, numRuns: RUNS },
    )
  })

  it('createSlider never throws and resolves ready; destroy leaves the root empty', async () => {
    const browser = installFakeBrowser()
    const root = document.createElement('div')
    document.body.append(root)
    await fc.assert(
      fc.asyncProperty(mutated, async (raw) => {
        const scheduler = createFakeScheduler()
        const slider = createSlider(root, { module: raw, scheduler })
        await slider.ready
        scheduler.tick(100)
        slider.next()
        scheduler.tick(2000)
        slider.destroy()
        expect(root.innerHTML).toBe('')
        expect(scheduler.size()).toBe(0)
        expect(unpolluted()).toBe(true)
      }),
      { seed: SEED, numRuns: Math.ceil(RUNS / 5) },
    )
    root.remove()
    browser.restore()
  })
})
