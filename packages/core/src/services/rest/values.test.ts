// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cleanId, parseBoolean } from '../../normalise/scalars'
import type { RawValue } from '../../types/model'
import { isTrue, restId } from './values'

const samples: RawValue[] = [
  true,
  false,
  'true',
  'false',
  'TRUE',
  1,
  0,
  2,
  '1',
  '0',
  'on',
  'off',
  'yes',
  '',
  ' ',
  null,
  undefined,
  {},
  [],
  [true],
  'SR7_12_1',
  'SR7_12',
  ' SR7_abc_3 ',
  'SR7_',
  '12_1',
  'slide-4',
  42,
  4.5,
]

describe("REST's copies of the normaliser's value rules", () => {
  it('isTrue answers as parseBoolean(v) === true', () => {
    for (const v of samples) expect(isTrue(v), JSON.stringify(v)).toBe(parseBoolean(v) === true)
  })

  it('restId answers as cleanId', () => {
    for (const v of samples) expect(restId(v), JSON.stringify(v)).toBe(cleanId(v))
  })
})
