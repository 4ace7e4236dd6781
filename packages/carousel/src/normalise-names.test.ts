// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { run, settingsOf } from './normalise-harness'

describe('whole-word model names (docs/data-format/carousel.md)', () => {
  it('reads the export keys into whole-word fields: type, maxV, minS, maxR, maxO, spinA, dur, bR, pNV', () => {
    const c = settingsOf(
      run({
        type: 'v',
        maxV: 5,
        minS: 70,
        maxR: 20,
        maxO: 40,
        spinA: 30,
        dur: 600,
        bR: '10px',
        pNV: '20%',
      }),
    )
    expect(c).toMatchObject({
      orientation: 'vertical',
      maxVisible: 5,
      minScale: 70,
      maxRotation: 20,
      maxOpacity: 40,
      spinAngle: 30,
      duration: 600,
      borderRadius: 10,
      prevNextVis: '20%',
    })
  })

  it('reads the long names too, and a long name wins over the export key', () => {
    const c = settingsOf(
      run({
        orientation: 'vertical',
        maxVisible: 4,
        maxV: 9,
        minScale: 60,
        maxRotation: 10,
        maxOpacity: 30,
        spinAngle: 20,
        duration: 500,
        borderRadius: 4,
        prevNextVis: 30,
      }),
    )
    expect(c).toMatchObject({
      orientation: 'vertical',
      maxVisible: 4,
      minScale: 60,
      maxRotation: 10,
      maxOpacity: 30,
      spinAngle: 20,
      duration: 500,
      borderRadius: 4,
      prevNextVis: 30,
    })
    expect(settingsOf(run({ type: 'horizontal' })).orientation).toBe('horizontal')
  })
})
