// @vitest-environment node
import type { RawRecord } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { layersTextPart } from '@strata/layers-text'
import { describe, expect, it } from 'vitest'
import { parallaxPart } from './normalise'

/** The pointer defaults (docs/data-format/parallax.md): off, mouse, from the module, 400 ms, 10°. */
const POINTER = { use: false, type: 'mouse', relativeTo: 'module', speed: 400, tilt: 10 }
const run = (settings: RawRecord = {}) => normaliseModule({ settings }, { parts: [parallaxPart] })
const ofPart = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => /^settings\.(mod|sbt|parallax|scrollTimeline)/.test(e.path))

describe('parallax settings (docs/behaviour.md §3 mod, sbt)', () => {
  it('mod (parallax and mouse; d3z 65, d3d 15, d3s 3), scroll-based timing off, from an empty module', () => {
    const r = normaliseModule({}, { parts: [parallaxPart] })
    expect(r.model.settings.parallax).toEqual({
      ...POINTER,
      depth: 65,
      depthOfField: 15,
      shadow: 3,
    })
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
      { ...POINTER, depth: 80, depthOfField: 20, shadow: 0 },
      { use: true },
    ])
  })

  it('reads the whole-word names too, before the export keys', () => {
    const s = run({
      parallax: { ...POINTER, depth: 90, depthOfField: 5, shadow: 1 },
      scrollTimeline: { use: true },
      mod: { d3z: 10 },
      sbt: false,
    }).model.settings
    expect([s.parallax, s.scrollTimeline]).toEqual([
      { ...POINTER, depth: 90, depthOfField: 5, shadow: 1 },
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
      { ...POINTER, depth: 65, depthOfField: 15, shadow: 3 },
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

  it('reads the pointer settings: use, type (any case), orig, sp, d3r', () => {
    const s = run({ mod: { use: 'true', type: '3D', orig: 'page', sp: '250', d3r: 6 } }).model
      .settings.parallax
    expect(s).toMatchObject({ use: true, type: '3d', relativeTo: 'page', speed: 250, tilt: 6 })
  })

  it('reports an unknown type and keeps mouse', () => {
    const r = run({ mod: { type: 'wobble' } })
    expect(r.model.settings.parallax?.type).toBe('mouse')
    expect(ofPart(r).map((e) => e.path)).toEqual(['settings.mod.type'])
  })
})

/** One slide holding `layer` as layer `7`; returns the layer's motion and the report's layer paths. */
const layer = (raw: RawRecord) => {
  const r = normaliseModule(
    { slides: { 1: { id: 1, slide: {}, layers: { 7: { id: 7, type: 'text', ...raw } } } } },
    { parts: [layersTextPart, parallaxPart], eagerLayers: true },
  )
  const paths = r.report
    .map((e) => e.path)
    .filter((p) => p.includes('.mod') || p.includes('motion'))
  return { motion: r.layers?.[0]?.[0]?.motion, paths }
}

describe('layer mod: scroll and mouse modifiers (docs/behaviour.md §3 layer mod)', () => {
  it('reads a layer without mod as still: level 0 and the rest pose', () => {
    expect(layer({})).toEqual({
      motion: { level: 0, scroll: { x: 0, y: 0, opacity: 1, blur: 0, rotation: 0 } },
      paths: [],
    })
  })

  it('reads the export keys d and sc {x, y, o, b, r} into whole words', () => {
    const { motion, paths } = layer({
      mod: { d: '20', sc: { x: 10, y: -80, o: 0.5, b: 4, r: 15 } },
    })
    expect(motion).toEqual({
      level: 20,
      scroll: { x: 10, y: -80, opacity: 0.5, blur: 4, rotation: 15 },
    })
    expect(paths).toEqual([])
  })

  it('reads the whole-word names too', () => {
    const { motion } = layer({ motion: { level: 5, scroll: { y: 30 } }, mod: { d: 50 } })
    expect(motion?.level).toBe(5)
    expect(motion?.scroll.y).toBe(30)
  })

  it('reports bad values at the layer path the data used and keeps the defaults', () => {
    const { motion, paths } = layer({ mod: { d: 'far', sc: 3 } })
    expect(motion).toEqual({
      level: 0,
      scroll: { x: 0, y: 0, opacity: 1, blur: 0, rotation: 0 },
    })
    expect(paths).toEqual(['slides.1.layers.7.mod.d', 'slides.1.layers.7.mod.sc'])
  })
})
