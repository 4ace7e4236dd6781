import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { parallaxPart } from './normalise'

const run = (settings: RawRecord = {}) => normaliseModule({ settings }, { parts: [parallaxPart] })
const ofPart = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => /^settings\.(mod|sbt|parallax|scrollTimeline)/.test(e.path))

describe('parallax settings (docs/behaviour.md §3 mod, sbt)', () => {
  it('mod (parallax and mouse; d3z 65, d3d 15, d3s 3), scroll-based timing off, from an empty module', () => {
    const r = normaliseModule({}, { parts: [parallaxPart] })
    expect(r.model.settings.parallax).toEqual({ depth: 65, depthOfField: 15, shadow: 3 })
    expect(r.model.settings.scrollTimeline).toEqual({ use: false })
    expect(ofPart(r)).toEqual([])
  })

  it('has no parallax or scroll timeline settings when the part did not run', () => {
    const { settings } = normaliseModule({ settings: { mod: { d3z: 80 } } }).model
    expect([settings.parallax, settings.scrollTimeline]).toEqual([undefined, undefined])
  })

  it('reads the export keys mod {d3z, d3d, d3s} and sbt into whole words, numbers as strings included', () => {
    const s = run({ mod: { d3z: '80', d3d: 20, d3s: 0 }, sbt: { use: true } }).model.settings
    expect([s.parallax, s.scrollTimeline]).toEqual([
      { depth: 80, depthOfField: 20, shadow: 0 },
      { use: true },
    ])
  })

  it('reads the whole-word names too, before the export keys', () => {
    const s = run({
      parallax: { depth: 90, depthOfField: 5, shadow: 1 },
      scrollTimeline: { use: true },
      mod: { d3z: 10 },
      sbt: false,
    }).model.settings
    expect([s.parallax, s.scrollTimeline]).toEqual([
      { depth: 90, depthOfField: 5, shadow: 1 },
      { use: true },
    ])
  })

  it('reads sbt as a plain flag or as { u }', () => {
    expect(run({ sbt: 'true' }).model.settings.scrollTimeline).toEqual({ use: true })
    expect(run({ sbt: { u: 1 } }).model.settings.scrollTimeline).toEqual({ use: true })
  })

  it('reports bad values at their export path and keeps the defaults', () => {
    const r = run({ mod: { d3z: 'deep', d3s: [1] }, sbt: 'sometimes' })
    expect([r.model.settings.parallax, r.model.settings.scrollTimeline]).toEqual([
      { depth: 65, depthOfField: 15, shadow: 3 },
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
    expect([r.model.settings.parallax?.depth, ofPart(r).map((e) => e.path)]).toEqual([
      65,
      ['settings.mod'],
    ])
  })
})
