// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest'
import { overlayPattern, spikePath } from './css/looks'
import { loadLooks } from './css/looks-chunk'
import { wrapperCss } from './position-css'
import { overlayCss, styleCss } from './style-css'
import { testLayer, testLayers } from './test-layers'

const desktop = { level: 1, scale: 1 } as const
const half = { level: 4, scale: 0.5 } as const
const none = () => {}

// Shadows, stroke and spike are an on-demand chunk (the plugin loads it in `prepare`).
beforeAll(() => loadLooks())

describe('styleCss', () => {
  it('uses the SPEC defaults: Roboto, size 20, weight 400, line height 25, #ffffff, nowrap', () => {
    expect(styleCss(testLayer({}), desktop, none)).toMatchObject({
      'font-family': 'Roboto',
      'font-size': '20px',
      'font-weight': '400',
      'line-height': '25px',
      color: '#ffffff',
      'white-space': 'nowrap',
      'border-style': 'none',
    })
  })
  it('scales font size, letter spacing and line height per level', () => {
    const l = testLayer({ font: { size: [60, 60, 50, 40, 30], ls: 2 }, lh: [70, 70, 60, 50, 40] })
    expect(styleCss(l, half, none)).toMatchObject({
      'font-size': '15px',
      'letter-spacing': '1px',
      'line-height': '20px',
    })
  })
  it('draws scaled font sizes and line heights in whole px, as the reference does', () => {
    const l = testLayer({ font: { size: 30 }, lh: '40px' })
    expect(styleCss(l, { level: 3, scale: 0.617 }, none)).toMatchObject({
      'font-size': '19px',
      'line-height': '25px',
    })
  })
  it('sets an inline layer at the top of its line (no baseline gap under it)', () => {
    expect(styleCss(testLayer({ display: 'inline-block' }), desktop, none)).toMatchObject({
      display: 'inline-block',
      'vertical-align': 'top',
    })
    expect(styleCss(testLayer({}), desktop, none)).not.toHaveProperty('vertical-align')
  })
  it('maps family, weight, italic, align, white space and transform', () => {
    const l = testLayer({
      font: { family: 'Open Sans', weight: 700, style: true },
      tA: 'center',
      ws: 'normal',
      tT: 'uppercase',
    })
    expect(styleCss(l, desktop, none)).toMatchObject({
      'font-family': '"Open Sans"',
      'font-weight': '700',
      'font-style': 'italic',
      'text-align': 'center',
      'white-space': 'normal',
      'text-transform': 'uppercase',
    })
  })
  it('paints a background colour, a gradient, and an image', () => {
    const g = 'linear-gradient(90deg, #f00 0%, #00f 100%)'
    expect(styleCss(testLayer({ bg: { color: '#123456' } }), desktop, none)).toMatchObject({
      'background-color': '#123456',
    })
    const css = styleCss(
      testLayer({ bg: { color: { type: 'linear', string: g }, image: 'a.jpg' } }),
      desktop,
      none,
    )
    expect(css['background-image']).toBe(`${g}, url("a.jpg")`)
  })
  it('fills text with a gradient by clipping the background to the text', () => {
    const g = 'linear-gradient(90deg, red, blue)'
    const css = styleCss(testLayer({ bg: { fill: g } }), desktop, none)
    expect(css).toMatchObject({
      'background-clip': 'text',
      '-webkit-text-fill-color': 'transparent',
    })
    expect(css['background-image']).toBe(g)
  })
  it('draws border style/widths/colour and radius, scaled', () => {
    const l = testLayer({
      border: { s: 'dashed', w: [2, 4, 2, 4], c: '#ff0' },
      radius: { t: 10, r: 10, b: 0, l: 0 },
    })
    expect(styleCss(l, half, none)).toMatchObject({
      'border-style': 'dashed',
      'border-width': '1px 2px 1px 2px',
      'border-color': '#ff0',
      'border-radius': '5px 5px 0px 0px',
    })
  })
  it('draws box shadow, text shadow and text stroke when used', () => {
    const l = testLayer({
      boxShadow: { use: true, x: 0, y: 10, b: 20, s: 2, c: 'rgba(0,0,0,0.5)' },
      textShadow: { use: true, x: 2, y: 2, b: 4, c: '#000' },
      textStroke: { use: true, w: 2, c: '#f00' },
    })
    expect(styleCss(l, desktop, none)).toMatchObject({
      'box-shadow': '0px 10px 20px 2px rgba(0,0,0,0.5)',
      'text-shadow': '2px 2px 4px #000',
      '-webkit-text-stroke': '2px #f00',
    })
  })
  it('sets blend, cursor and pointer events (on the wrapper, the element left to timelines)', () => {
    const l = testLayer({ blend: 'multiply', cursor: 'pointer', pE: 'none' })
    const css = styleCss(l, desktop, none)
    expect(css).toMatchObject({ 'mix-blend-mode': 'multiply', cursor: 'pointer' })
    expect(css).not.toHaveProperty('pointer-events')
    expect(wrapperCss(l, 'absolute', desktop, none)['pointer-events']).toBe('none')
  })
  it('lays a row out as a flex line', () => {
    const { layers } = testLayers({ r: { id: 'r', subtype: 'row' } })
    expect(styleCss(layers[0]!, desktop, none).display).toBe('flex')
  })
  it('drops colour text that could smuggle CSS', () => {
    const css = styleCss(testLayer({ color: 'red;background:url(x)' }), desktop, none)
    expect(css.color).toBe('#ffffff')
  })
  it('reports a nonsense font size once normalised, and uses the default', () => {
    const { layers, report } = testLayers({ a: { id: 'a', type: 'text', font: { size: 'huge' } } })
    expect(report.map((r) => r.path)).toContain('slides.s1.layers.a.font.size')
    expect(styleCss(layers[0]!, desktop, none)['font-size']).toBe('20px')
  })
})

describe('spike clip and overlay', () => {
  it('cuts spiked edges as a polygon', () => {
    expect(spikePath({ left: 'none', right: 'none', width: 10 }, 1)).toBeUndefined()
    expect(spikePath({ left: 'spike', right: 'spike', width: 10 }, 1)).toBe(
      'polygon(10px 0px, calc(100% - 10px) 0px, 100% 50%, calc(100% - 10px) 100%, 10px 100%, 0px 50%)',
    )
  })
  it('unknown overlay pattern falls back to pattern 2', () => {
    const { layers, report } = testLayers({
      a: { id: 'a', type: 'text', overlay: { use: true, pattern: 42 } },
    })
    expect(layers[0]?.style.overlay.pattern).toBe(2)
    expect(report).toContainEqual({
      path: 'slides.s1.layers.a.overlay.pattern',
      message: 'unknown overlay pattern; using pattern 2',
    })
    expect(overlayPattern(2, '#000', 4)['background-size']).toBe('4px 4px')
  })
  it('the overlay box covers the layer with its corners and pattern (the looks chunk is in)', async () => {
    await loadLooks()
    const layer = testLayer({ overlay: { use: true, pattern: 3 }, radius: 8 })
    const radius = styleCss(layer, half, none)['border-radius']
    expect(overlayCss(layer, half, radius)).toMatchObject({
      position: 'absolute',
      inset: '0px',
      'pointer-events': 'none',
      'border-radius': '4px 4px 4px 4px',
    })
    expect(overlayCss(layer, half, radius)['background-image']).toContain('repeating-linear')
  })
})
