// @vitest-environment node
import type { RawValue } from '@strata/core'
import { type Reader, type Schema, shape } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import {
  BORDER,
  FILTER_DEFAULTS,
  HOVER_DEFAULTS,
  HOVER_FRAME_DEFAULTS,
  STYLE_DEFAULTS,
} from '../defaults'
import { LAYOUT_DEFAULTS } from './layout'

/** A schema's record for data that leaves every field out, each reader called as it is. */
function byReaders(schema: Schema, report: (path: string, message: string) => void, path = '') {
  const out: Record<string, unknown> = {}
  for (const [spec, d] of Object.entries(schema)) {
    const name = spec.split('|')[0] as string
    const p = path ? `${path}.${name}` : name
    out[name] =
      typeof d === 'function'
        ? (d as Reader)(undefined as RawValue, report, p, out)
        : Array.isArray(d)
          ? d[0]
          : typeof d === 'object'
            ? byReaders(d as Schema, report, p)
            : d
  }
  return out
}

const SCHEMAS = {
  STYLE_DEFAULTS,
  BORDER,
  FILTER_DEFAULTS,
  HOVER_DEFAULTS,
  HOVER_FRAME_DEFAULTS,
  LAYOUT_DEFAULTS,
}

describe('readers marked with their left-out value give that value themselves (issue #25)', () => {
  for (const [name, schema] of Object.entries(SCHEMAS))
    it(`${name}: a record that leaves every field out reads as its readers give it`, () => {
      const reports: string[] = []
      const report = (path: string, message: string) => void reports.push(`${path}: ${message}`)
      expect(shape({}, schema as Schema, report, '')).toEqual(byReaders(schema as Schema, report))
      expect(reports).toEqual([])
    })

  it('the shared left-out sides cannot be changed', () => {
    const style = shape({}, STYLE_DEFAULTS, () => {}, '')
    expect(style.radius).toEqual([0, 0, 0, 0])
    expect(Object.isFrozen(style.radius)).toBe(true)
  })
})
