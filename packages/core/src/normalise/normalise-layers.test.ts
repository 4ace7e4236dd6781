// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RawValue, ReportEntry, SlideModel } from '../types/model'
import type { Reporter } from '../types/plugin'
import { addOnOf, normaliseLayers } from './normalise-layers'

const slide = (id: string, rawLayers: RawValue) => ({ id, rawLayers }) as unknown as SlideModel
const collect = () => {
  const entries: ReportEntry[] = []
  const report: Reporter = (path, message) => entries.push({ path, message })
  return { entries, report }
}

describe('add-on layers (layer types Strata does not draw)', () => {
  it('names the add-on from the type, or from an add-on subtype on a text or shape layer', () => {
    expect(addOnOf({ type: 'particlewave' })).toBe('particlewave')
    expect(addOnOf({ type: 'shape', subtype: 'lottie' })).toBe('lottie')
    expect(addOnOf({ type: 'text', subtype: 'particlewave' })).toBe('particlewave')
    for (const known of [
      { type: 'text' },
      { type: 'text', subtype: 'button' },
      { type: 'container', subtype: 'zone' },
      { type: 'shape', subtype: 'slidebg' },
      { subtype: 'group' },
      { type: 'image' },
      {},
      { type: 3 },
    ])
      expect(addOnOf(known)).toBeUndefined()
  })

  it('one report entry per add-on type for the whole module, however many layers and slides use it', () => {
    const { entries, report } = collect()
    const a = normaliseLayers(
      slide('1', {
        3: { id: 3, type: 'particlewave', addOns: {} },
        4: { id: 4, type: 'text', content: { text: 'Kept' } },
        5: { id: 5, type: 'particlewave' },
        6: { id: 6, type: 'shape', subtype: 'lottie' },
      }),
      [],
      report,
    )
    const b = normaliseLayers(slide('2', { 7: { id: 7, type: 'particlewave' } }), [], report)
    expect(a.map((l) => l.id)).toEqual(['4'])
    expect(b).toEqual([])
    expect(entries).toEqual([
      {
        path: 'slides.1.layers.3.type',
        message: 'not supported yet: add-on layer "particlewave"; such layers are left out',
      },
      {
        path: 'slides.1.layers.6.subtype',
        message: 'not supported yet: add-on layer "lottie"; such layers are left out',
      },
    ])
  })

  it('takes no space: what sits inside an add-on layer goes with it, without unknown-parent entries', () => {
    const { entries, report } = collect()
    const layers = normaliseLayers(
      slide('1', {
        2: { id: 2, type: 'container', subtype: 'column' },
        3: { id: 3, type: 'particlewave', pid: 2 },
        8: { id: 8, type: 'text', pid: 3 },
        9: { id: 9, type: 'text', pid: 8 },
        10: { id: 10, type: 'text', pid: 2 },
      }),
      [],
      report,
    )
    expect(layers.map((l) => l.id)).toEqual(['2', '10'])
    expect(entries.map((e) => e.path)).toEqual(['slides.1.layers.3.type'])
  })

  it('a separate module (another report) hears about the add-on again', () => {
    for (let i = 0; i < 2; i++) {
      const { entries, report } = collect()
      normaliseLayers(slide('1', { 3: { type: 'particlewave' } }), [], report)
      expect(entries).toHaveLength(1)
    }
  })
})

describe('a slide read again (built again after its release)', () => {
  const bad = () => ({ 1: { id: 1, type: 'text', zIndex: 'high' }, 2: { id: 2, type: 'text' } })

  it('says its problems once per module; the layers are read anew each time', () => {
    const { entries, report } = collect()
    const s = slide('7', bad())
    const first = normaliseLayers(s, [], report)
    const said = entries.length
    expect(said).toBeGreaterThan(0)
    const again = normaliseLayers(s, [], report)
    expect(entries).toHaveLength(said)
    expect(again).not.toBe(first)
    expect(again.map((l) => l.id)).toEqual(first.map((l) => l.id))
  })

  it('another module reading the same data says them too, as does a new list of layers', () => {
    const data = bad()
    const one = collect()
    const two = collect()
    normaliseLayers(slide('7', data), [], one.report)
    normaliseLayers(slide('7', data), [], two.report)
    expect(two.entries).toEqual(one.entries)
    // Lazy slides' layers arrive as a new list on the same slide: read and reported anew.
    const s = slide('7', data)
    normaliseLayers(s, [], one.report)
    s.rawLayers = bad()
    const before = one.entries.length
    normaliseLayers(s, [], one.report)
    expect(one.entries.length).toBeGreaterThan(before)
  })
})
