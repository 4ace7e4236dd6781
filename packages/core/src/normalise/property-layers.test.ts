// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RawValue } from '../types/model'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

/**
 * Property suite (issue #24), the normaliser's other modes: fuzzed slides and layers read lazily
 * and with every layer normalised at once (`layerBase`). Fixed seed; `STRATA_FUZZ_RUNS` (set by
 * `pnpm --filter @strata/core fuzz`) runs more. No throw, no uncaught error, every entry has a
 * text path in the data, nothing reaches Object.prototype, and the input is left as it was.
 */
const RUNS = Number(process.env.STRATA_FUZZ_RUNS) || 500
const SEED = Number(process.env.STRATA_FUZZ_SEED) || 24

const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'tl', 'id'),
  fc.string({ maxLength: 5 }),
)
const leaf = fc.oneof(
  fc.constantFrom(null, '#a', '', 'javascript:alert(1)', Number.NaN, -1, true, 'inherit'),
  fc.string({ maxLength: 8 }),
  fc.double(),
  fc.integer(),
)
const value: fc.Arbitrary<RawValue> = fc.letrec<{ v: RawValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    leaf as fc.Arbitrary<RawValue>,
    fc.sparseArray(tie('v'), { maxLength: 6 }),
    fc.dictionary(key, tie('v'), { maxKeys: 4 }),
  ),
})).v
const layer = fc.record(
  {
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 3 })),
    type: fc.constantFrom('text', 'shape', 'image', 'button', 'bogus', 'container'),
    subtype: fc.constantFrom('', 'group', 'slidebg', 'particles'),
    pid: fc.oneof(fc.integer({ min: -1, max: 4 }), value),
    tl: value,
    actions: value,
    size: value,
    pos: value,
  },
  { requiredKeys: ['type'] },
)
const module = fc.record({
  settings: value,
  slides: fc.dictionary(
    key,
    fc.oneof(
      fc.record({ id: value, slide: value, layers: fc.dictionary(key, layer, { maxKeys: 5 }) }),
      value,
    ),
    { maxKeys: 4 },
  ),
})

const unpolluted = () =>
  Object.getPrototypeOf({}) === Object.prototype &&
  Object.getOwnPropertyNames(Object.prototype).length === OWN &&
  ({} as Record<string, unknown>).polluted === undefined
const OWN = Object.getOwnPropertyNames(Object.prototype).length

describe('fuzzed slides and layers (fixed seed)', () => {
  it('lazy and eager reads never throw, report at text paths, and leave the input as it was', () => {
    const errors: unknown[] = []
    const onError = (e: unknown) => errors.push(e)
    process.on('uncaughtException', onError)
    process.on('unhandledRejection', onError)
    try {
      fc.assert(
        fc.property(module, fc.boolean(), (raw, lazy) => {
          const before = JSON.stringify(raw)
          const result = normaliseModule(raw, { parts: [layerBase], eagerLayers: !lazy, lazy })
          // A lazy model reads each slide in full on first use: read them all.
          for (const list of [result.model.slides, result.model.globalSlides])
            for (let i = 0; i < list.length; i++) expect(list[i]).toBeDefined()
          for (const entry of result.report) {
            expect(typeof entry.path).toBe('string')
            expect(typeof entry.message).toBe('string')
          }
          expect(JSON.stringify(raw)).toBe(before)
          expect(unpolluted()).toBe(true)
        }),
        { seed: SEED, numRuns: RUNS },
      )
    } finally {
      process.off('uncaughtException', onError)
      process.off('unhandledRejection', onError)
    }
    expect(errors).toEqual([])
  })
})
