import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { applyEdits, ODD_VALUES, pathsOf } from './mutate'

const module = (): RawRecord => ({
  settings: { size: { width: [1240, '#a'] } },
  slides: {
    '7': { layers: { '1': { type: 'text', pid: -1 }, '2': { type: 'text', pid: -1 } } },
  },
})

describe('the fuzz edits (e2e/reliability-fuzz.spec.ts)', () => {
  it('lists every path, parents first', () => {
    expect(pathsOf(module()).map((p) => p.join('.'))).toEqual([
      'settings',
      'settings.size',
      'settings.size.width',
      'settings.size.width.0',
      'settings.size.width.1',
      'slides',
      'slides.7',
      'slides.7.layers',
      'slides.7.layers.1',
      'slides.7.layers.1.type',
      'slides.7.layers.1.pid',
      'slides.7.layers.2',
      'slides.7.layers.2.type',
      'slides.7.layers.2.pid',
    ])
  })

  it('deletes, sets and swaps on a copy, picking by index around what is there', () => {
    const original = module()
    const { data, said } = applyEdits(original, [
      { kind: 'delete', at: 3 },
      { kind: 'set', at: 14 + 9, value: 1 },
      { kind: 'swap', at: 4, from: 6 },
    ])
    const width = (data.settings as { size: { width: unknown[] } }).size.width
    // A deleted array slot is a hole, as a sparse export's.
    expect(0 in width).toBe(false)
    expect(width[1]).toEqual((module().slides as RawRecord)['7'])
    expect(data.slides).toEqual({
      '7': { layers: { '1': { type: ODD_VALUES[1], pid: -1 }, '2': { type: 'text', pid: -1 } } },
    })
    expect(said[0]).toBe('settings.size.width.0 deleted')
    expect(said[1]).toBe('slides.7.layers.1.type = ""')
    expect(said[2]?.startsWith('settings.size.width.1 = {"layers":')).toBe(true)
    expect(original).toEqual(module())
  })

  it("mixes up a layer's parent (a cycle of one in five), kind and id, or copies it over another", () => {
    const edited = (field: 'pid' | 'id' | 'type' | 'copy', pick: number) =>
      applyEdits(module(), [{ kind: 'layer', slide: 0, layer: 1, field, pick }])
    expect(edited('pid', 0).said).toEqual(['slides.7.layers.2.pid = "2"'])
    expect(edited('pid', 1).said).toEqual(['slides.7.layers.2.pid = "2"'])
    expect(edited('pid', 2).said).toEqual(['slides.7.layers.2.pid = "1"'])
    expect(edited('id', 6).said).toEqual(['slides.7.layers.2.id = "1"'])
    expect(edited('type', 10).data.slides).toMatchObject({
      '7': { layers: { '2': { type: 'column' } } },
    })
    const copied = edited('copy', 0).data.slides as Record<string, { layers: RawRecord }>
    expect(copied['7']?.layers['1']).toEqual({ type: 'text', pid: -1 })
    expect(copied['7']?.layers['1']).not.toBe(copied['7']?.layers['2'])
  })

  it('skips an edit whose place an earlier edit removed, and says nothing of it', () => {
    const { data, said } = applyEdits(module(), [
      { kind: 'delete', at: 0 },
      { kind: 'set', at: 2, value: 0 },
    ])
    expect(data.settings).toBeUndefined()
    expect(said).toEqual(['settings deleted'])
  })
})
