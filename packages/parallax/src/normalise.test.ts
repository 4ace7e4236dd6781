import { normaliseModule, type RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { parallaxPart } from './normalise'

const run = (settings: RawRecord = {}) => normaliseModule({ settings }, { parts: [parallaxPart] })
const ofPart = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => /^settings\.(mod|sbt)/.test(e.path))

describe('parallax settings (SPEC.md §3 mod, sbt)', () => {
  it('mod (parallax and mouse; d3z 65, d3d 15, d3s 3), scroll-based timing off, from an empty module', () => {
    const r = normaliseModule({}, { parts: [parallaxPart] })
    expect(r.model.settings.mod).toEqual({ d3z: 65, d3d: 15, d3s: 3 })
    expect(r.model.settings.sbt).toEqual({ use: false })
    expect(ofPart(r)).toEqual([])
  })

  it('reads exported values, numbers as strings included', () => {
    const s = run({ mod: { d3z: '80', d3d: 20, d3s: 0 }, sbt: { use: true } }).model.settings
    expect([s.mod, s.sbt]).toEqual([{ d3z: 80, d3d: 20, d3s: 0 }, { use: true }])
  })

  it('reads sbt as a plain flag or as { u }', () => {
    expect(run({ sbt: 'true' }).model.settings.sbt).toEqual({ use: true })
    expect(run({ sbt: { u: 1 } }).model.settings.sbt).toEqual({ use: true })
  })

  it('reports bad values with their path and keeps the defaults', () => {
    const r = run({ mod: { d3z: 'deep', d3s: [1] }, sbt: 'sometimes' })
    expect([r.model.settings.mod, r.model.settings.sbt]).toEqual([
      { d3z: 65, d3d: 15, d3s: 3 },
      { use: false },
    ])
    expect(ofPart(r).map((e) => e.path)).toEqual([
      'settings.mod.d3z',
      'settings.mod.d3s',
      'settings.sbt',
    ])
  })

  it('reads a mod that is not an object as empty (reported)', () => {
    const r = run({ mod: 7 })
    expect([r.model.settings.mod.d3z, ofPart(r).map((e) => e.path)]).toEqual([65, ['settings.mod']])
  })
})
