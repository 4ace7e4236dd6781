import { describe, expect, it } from 'vitest'
import { gridBox } from './grid'
import type { Layout } from './sizing'

const layout = (o: Partial<Layout>): Layout => ({
  level: 0,
  width: 1240,
  height: 900,
  scale: 1,
  gridWidth: 1240,
  gridHeight: 900,
  ...o,
})

describe('gridBox', () => {
  it('a module as wide as its grid holds the grid at 0,0 unscaled', () => {
    expect(gridBox(layout({}))).toEqual({ x: 0, y: 0, width: 1240, height: 900, scale: 1 })
  })

  it('a scaled-down grid is the grid size times the scale', () => {
    const box = gridBox(layout({ width: 620, height: 450, scale: 0.5 }))
    expect(box).toEqual({ x: 0, y: 0, width: 620, height: 450, scale: 0.5 })
  })

  it('a full-width module wider than its grid centres the grid horizontally', () => {
    expect(gridBox(layout({ width: 1600 }))).toEqual({
      x: 180,
      y: 0,
      width: 1240,
      height: 900,
      scale: 1,
    })
  })
})
