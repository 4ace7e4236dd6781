// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dataPath } from './data-path'

describe('dataPath', () => {
  it('names a model path by the export keys when the data uses them', () => {
    expect(dataPath({ pos: { x: '{1,2}' } }, 'position.x')).toBe('pos.x')
    expect(dataPath({ p: { t: 'x' } }, 'padding.top')).toBe('p.t')
    expect(dataPath({ font: { ls: 'x' } }, 'font.letterSpacing')).toBe('font.ls')
    expect(dataPath({ size: { minW: 'x' } }, 'size.minWidth')).toBe('size.minW')
  })
  it('keeps the whole words where the data wrote them, part by part', () => {
    expect(dataPath({ position: { x: 1 } }, 'position.x')).toBe('position.x')
    expect(dataPath({ padding: { t: 1 } }, 'padding.top')).toBe('padding.t')
    expect(dataPath({ border: { width: [1] } }, 'border.width.0')).toBe('border.width.0')
    expect(dataPath({ lineHeight: 'x' }, 'lineHeight')).toBe('lineHeight')
  })
})
