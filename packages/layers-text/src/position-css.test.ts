// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fills, sidesCss, wrapperCss } from './position-css'
import { testLayer } from './test-layers'

const desktop = { level: 1, scale: 1 } as const
const mobileHalf = { level: 4, scale: 0.5 } as const
const none = () => {}

describe('wrapperCss: position', () => {
  it('places x/y from the top left by default, scaled with the layout grid', () => {
    const css = wrapperCss(testLayer({ pos: { x: 100, y: 40 } }), 'absolute', mobileHalf, none)
    expect(css).toMatchObject({ position: 'absolute', left: '50px', top: '20px' })
  })
  it('aligns horizontal right / vertical bottom (export h / v) from the far edges', () => {
    const l = testLayer({ pos: { x: 10, y: 20, h: 'right', v: 'bottom' } })
    expect(wrapperCss(l, 'absolute', desktop, none)).toMatchObject({
      right: '10px',
      bottom: '20px',
    })
  })
  it('centres horizontal center / vertical middle at 50% less half the box, plus the offset', () => {
    const l = testLayer({ pos: { x: 10, y: -5, h: 'center', v: 'middle' } })
    expect(wrapperCss(l, 'absolute', desktop, none)).toMatchObject({
      left: '50%',
      top: '50%',
      translate: 'calc(-50% + 10px) calc(-50% + -5px)',
    })
  })
  it('picks the value of the device level from 5-slot values', () => {
    const l = testLayer({ pos: { x: [1, 2, 3, 4, 5] } })
    expect(wrapperCss(l, 'absolute', { level: 3, scale: 1 }, none).left).toBe('4px')
  })
  it('keeps relative layers in the flow with float and clear', () => {
    const l = testLayer({ pos: { pos: 'relative', float: 'left', clear: 'both' } })
    expect(wrapperCss(l, 'absolute', desktop, none)).toMatchObject({
      position: 'relative',
      float: 'left',
      clear: 'both',
    })
  })
  it('zIndex defaults to 5 and order is kept', () => {
    expect(wrapperCss(testLayer({ order: 3 }), 'absolute', desktop, none)).toMatchObject({
      'z-index': '5',
      order: '3',
    })
  })
  it('hides a layer that is not visible at the level (export vis)', () => {
    const l = testLayer({ vis: [true, true, true, true, false] })
    expect(wrapperCss(l, 'absolute', desktop, none).display).toBe('block')
    expect(wrapperCss(l, 'absolute', mobileHalf, none)).toEqual({ display: 'none' })
  })
  it('reports a random range as x at its model path and uses 0', () => {
    const warns: string[] = []
    const css = wrapperCss(testLayer({ pos: { x: '{-50,50}' } }), 'absolute', desktop, (p) =>
      warns.push(p),
    )
    expect(css.left).toBe('0px')
    expect(warns).toEqual(['position.x'])
  })
})

describe('wrapperCss: size', () => {
  it('scales width/height/min/max (export w/h/minW/maxH...) in px and keeps %', () => {
    const l = testLayer({ size: { w: 400, h: '50%', minW: 100, maxH: 300 } })
    expect(wrapperCss(l, 'absolute', mobileHalf, none)).toMatchObject({
      width: '200px',
      height: '50%',
      'min-width': '50px',
      'max-height': '150px',
      'max-width': 'none',
    })
  })
  it('coverMode cover fills the parent; fullheight takes its full height', () => {
    expect(
      wrapperCss(testLayer({ size: { cMode: 'cover' } }), 'absolute', desktop, none),
    ).toMatchObject({ left: '0px', top: '0px', width: '100%', height: '100%' })
    expect(
      wrapperCss(testLayer({ size: { w: 50, cMode: 'fullheight' } }), 'absolute', desktop, none),
    ).toMatchObject({ top: '0px', height: '100%', width: '50px' })
  })
  it('coverMode fullheight keeps a centred layer centred across, from the top down', () => {
    const at = (v: string) =>
      wrapperCss(
        testLayer({ size: { w: 50, cMode: 'fullheight' }, pos: { x: 10, y: 8, h: 'center', v } }),
        'absolute',
        desktop,
        none,
      )
    // Before, everything after the first space went: `calc(-50% 0px`, which a browser drops.
    expect(at('middle')).toMatchObject({ left: '50%', top: '0px', height: '100%' })
    expect(at('middle').translate).toBe('calc(-50% + 10px) 0px')
    expect(at('top').translate).toBe('calc(-50% + 10px) 0px')
    expect(
      wrapperCss(
        testLayer({ size: { cMode: 'fullheight' }, pos: { v: 'middle' } }),
        'absolute',
        desktop,
        none,
      ).translate,
    ).toBe('0px 0px')
  })
  it('coverMode fullinset fills the parent inside the margins', () => {
    const l = testLayer({ size: { cMode: 'fullinset' }, m: { t: 10, r: 20, b: 30, l: 40 } })
    expect(wrapperCss(l, 'absolute', desktop, none)).toMatchObject({
      top: '10px',
      right: '20px',
      bottom: '30px',
      left: '40px',
    })
  })
  it('a column takes its column fraction of the row', () => {
    const css = wrapperCss(testLayer({ size: { col: '1/4' } }), 'column', desktop, none)
    expect(css).toMatchObject({ position: 'relative', flex: '0 0 25%' })
    expect(wrapperCss(testLayer({}), 'column', desktop, none).flex).toBe('1 1 0')
  })
  it('the element fills its wrapper only where the wrapper is sized', () => {
    expect(fills(testLayer({ size: { w: 100 } }), 1)).toEqual({ width: true, height: false })
  })
})

describe('sidesCss', () => {
  it('padding is whole px at any scale (the reference rounds it); margin keeps 1/100 px', () => {
    const l = testLayer({ p: { t: 10, r: 10, b: 10, l: 10 }, m: { t: 10 } })
    const env = { level: 3, scale: 0.617 } as const
    expect(sidesCss('padding', l, env, none)['padding-left']).toBe('6px')
    expect(sidesCss('margin', l, env, none)['margin-top']).toBe('6.17px')
  })
  it('padding and margin (export p / m) per side over 5 levels, scaled', () => {
    const l = testLayer({ p: { t: [10, 10, 10, 10, 4], r: 8, b: 0, l: '2em' } })
    expect(sidesCss('padding', l, mobileHalf, none)).toEqual({
      'padding-top': '2px',
      'padding-right': '4px',
      'padding-bottom': '0px',
      'padding-left': '2em',
    })
  })
})
