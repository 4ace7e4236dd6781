// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { styleCss } from '../style-css'
import { testLayers } from '../test-layers'

const none = () => {}

describe('sparse and ragged 5-slot arrays in a layer normalise like missing slots', () => {
  it('lh: [50, "#a", , 30, 24] reads, lays out at every level, and is not reported', () => {
    // biome-ignore lint/suspicious/noSparseArray: the shape issue #24 found in data built in JS
    const lh = [50, '#a', , 30, 24]
    const { layers, report } = testLayers({
      a: { id: 'a', type: 'text', lh, font: { size: [40, 30] } },
    })
    const layer = layers[0]
    expect(layer).toBeDefined()
    expect(report).toEqual([])
    const at = (level: 0 | 1 | 2 | 3 | 4) => styleCss(layer!, { level, scale: 1 }, none)
    expect(at(2)['line-height']).toBe('50px')
    expect(at(3)['line-height']).toBe('30px')
    expect(at(4)['font-size']).toBe('30px')
  })
})
