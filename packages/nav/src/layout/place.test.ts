// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { placeAt, placement } from './place'

describe('placement', () => {
  it('aligns to an edge with the x / y offset from it', () => {
    expect(placeAt('left', 'top', 30, '10')).toMatchObject({ left: '30px', top: '10px' })
    expect(placeAt('right', 'bottom', 30, 20)).toMatchObject({ right: '30px', bottom: '20px' })
  })

  it('centres with the offsets shifting from the centre', () => {
    const p = placeAt('center', 'middle', 0, '5%')
    expect(p).toMatchObject({ left: '50%', top: '50%' })
    expect(p.transform).toBe('translateX(calc(-50% + 0px)) translateY(calc(-50% + 5%))')
  })
})

describe('grid placement', () => {
  const at = <T>(v: T) => [v, v, v, v, v] as const
  const p = {
    horizontal: at('left' as const),
    vertical: at('top' as const),
    offsetX: at(20),
    offsetY: at(10),
  }

  it("placed on the grid ('grid'), edges count from the grid's edge", () => {
    expect(placement({ ...p, alignTo: 'grid' }, 0, 180).left).toBe('calc(180px + 20px)')
    expect(placement({ ...p, alignTo: 'slider' }, 0, 180).left).toBe('20px')
  })
})
