// @vitest-environment node
import type { RawRecord, ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { layersTextPart } from './index'

/** One slide holding `layer` as layer `7`; returns the normalised layer and the report. */
const run = (layer: RawRecord) => {
  const r = normaliseModule(
    { slides: { 1: { id: 1, slide: {}, layers: { 7: { id: 7, type: 'text', ...layer } } } } },
    { parts: [layersTextPart], eagerLayers: true },
  )
  const l = r.layers?.[0]?.[0]
  if (!l) throw new Error('layer missing')
  return { l, report: r.report.filter((e: ReportEntry) => e.path.startsWith('slides.1.layers.7')) }
}
const five = <T>(v: T) => [v, v, v, v, v]
const at = (k: string) => `slides.1.layers.7.${k}`

describe('layer style defaults (docs/behaviour.md §3 "Layer")', () => {
  it('font (family default Roboto, size 20, weight 400, letter spacing, style), line height 25, text alignment, whitespace', () => {
    const { l, report } = run({})
    expect(l.style.font).toEqual({
      family: 'Roboto',
      size: five(20),
      weight: five(400),
      letterSpacing: five(0),
      style: 'normal',
    })
    expect([
      l.style.lineHeight,
      l.style.textAlign,
      l.style.whiteSpace,
      l.style.textTransform,
    ]).toEqual([five(25), five('inherit'), five('nowrap'), five('none')])
    expect(report).toEqual([])
  })

  it('color, bg (color, image, video, text fill, clip), border (s style, w widths, c colour), radius, shadows', () => {
    const { style } = run({}).l
    expect(style.color).toEqual(five('#ffffff'))
    expect(style.bg).toEqual({ color: 'transparent', image: '', video: '', fill: '', clip: false })
    expect(style.border).toEqual({ style: 'none', width: [0, 0, 0, 0], color: 'transparent' })
    expect(style.radius).toEqual([0, 0, 0, 0])
    const off = { use: false, x: 0, y: 0, blur: 0, spread: 0, color: 'rgba(0,0,0,0.25)' }
    expect([style.boxShadow, style.textShadow]).toEqual([off, off])
    expect(style.textStroke).toEqual({ use: false, width: 1, color: '#000000' })
    expect(style.spike).toEqual({ left: 'none', right: 'none', width: 10 })
    expect(style.overlay).toEqual({ use: false, pattern: 2, color: 'rgba(0,0,0,0.5)', size: 4 })
  })

  it('layout: padding and margin per side per level, column share, blend, cursor, pointer events, global range', () => {
    const { layout } = run({}).l
    const sides = { top: five(0), right: five(0), bottom: five(0), left: five(0) }
    expect(layout).toEqual({
      padding: sides,
      margin: sides,
      column: 0,
      blend: 'normal',
      cursor: 'auto',
      pointerEvents: 'auto',
      slideStart: 1,
      slideEnd: 0,
    })
  })

  it('reads exported style: per-level values with #a, colour objects, sides as {t,r,b,l}', () => {
    const { l, report } = run({
      font: { family: 'Lato', size: ['40px', '#a', 30, '#a', '2em'], weight: '700', style: true },
      lh: [50, '#a', '#a', 30, '#a'],
      tA: 'center',
      color: { type: 'solid', orig: '#f00', string: '#ff0000' },
      bg: { color: 'rgba(0,0,0,0.5)', image: { src: '/a.jpg' } },
      border: { s: 'solid', w: { t: 1, r: 2, b: 1, l: '2px' }, c: '#000' },
      radius: '50%',
    })
    expect(l.style.font).toMatchObject({ family: 'Lato', weight: five(700), style: 'italic' })
    expect(l.style.font.size).toEqual([40, 40, 30, 30, '2em'])
    expect(l.style.lineHeight).toEqual([50, 50, 50, 30, 30])
    expect([l.style.textAlign, l.style.color]).toEqual([five('center'), five('#ff0000')])
    expect(l.style.bg).toMatchObject({ color: 'rgba(0,0,0,0.5)', image: '/a.jpg' })
    expect(l.style.border).toEqual({ style: 'solid', width: [1, 2, 1, 2], color: '#000' })
    expect(l.style.radius).toEqual(['50%', '50%', '50%', '50%'])
    expect(report).toEqual([])
  })
})

describe('hover (docs/behaviour.md §3 "hover", §9 "Hover 300 ms")', () => {
  it('hover: duration 300, ease power3.inOut, off, looks kept; Filter defaults: blur 0px, brightness 100, grayscale 0, sepia 0, invert 0', () => {
    const { hover } = run({}).l
    expect(hover).toEqual({
      use: false,
      color: null,
      bg: null,
      border: null,
      radius: null,
      filter: { blur: 0, brightness: 100, grayscale: 0, sepia: 0, invert: 0 },
      frame: {
        opacity: 1,
        x: 0,
        y: 0,
        z: 0,
        scaleX: 1,
        scaleY: 1,
        rotationX: 0,
        rotationY: 0,
        rotationZ: 0,
        skewX: 0,
        skewY: 0,
        duration: 300,
        ease: 'power3.inOut',
      },
    })
  })

  it('reads the export spelling hov { u, color, bg, border, radius, frame, filter }', () => {
    const { l, report } = run({
      hov: {
        u: true,
        color: '#000',
        bg: { type: 'solid', string: 'red' },
        border: { s: 'dashed', c: 'blue' },
        radius: [4, 4, 0, 0],
        frame: { o: 0.5, sX: 1.1, d: 500, e: 'none' },
        filter: { blur: '4px', grayscale: 100 },
      },
    })
    expect(l.hover).toMatchObject({
      use: true,
      color: '#000',
      bg: 'red',
      border: { style: 'dashed', width: [0, 0, 0, 0], color: 'blue' },
      radius: [4, 4, 0, 0],
      frame: { opacity: 0.5, scaleX: 1.1, duration: 500, ease: 'none' },
      filter: { blur: 4, brightness: 100, grayscale: 100 },
    })
    expect(report).toEqual([])
  })

  it('reads the SPEC spelling hover, flat, with the frame in whole words or export keys', () => {
    const { hover } = run({
      hover: { use: true, x: 10, rZ: 45, skewX: 5, duration: 800, ease: 'power1.out' },
    }).l
    expect(hover.use).toBe(true)
    expect(hover.frame).toMatchObject({
      x: 10,
      rotationZ: 45,
      skewX: 5,
      duration: 800,
      ease: 'power1.out',
    })
  })
})

describe('toggle text (docs/behaviour.md §4 "Toggle text layers swap between default and toggled text")', () => {
  it('has no toggle text by default, and reads toggle (export) or tog (SPEC)', () => {
    expect(run({}).l.toggle).toEqual({ text: '' })
    expect(run({ toggle: { text: 'Pause' } }).l.toggle).toEqual({ text: 'Pause' })
    expect(run({ tog: { text: 'Play' } }).l.toggle).toEqual({ text: 'Play' })
  })
})

describe('bad layer style data', () => {
  it('reports wrong types and unknown values with their path and uses the defaults', () => {
    const { l, report } = run({
      font: { size: 'huge', weight: [1, 2, 3, 4, 5, 6], style: 'oblique' },
      tA: ['left', 'middle', '#a', '#a', '#a'],
      border: { s: 'wavy', w: [1, 2] },
      radius: { t: 'round' },
      hov: { frame: { d: 'slow' }, color: {} },
      toggle: 5,
    })
    // Six values: the first five are read, the sixth is reported (docs/behaviour.md §5).
    expect(l.style.font).toMatchObject({ size: five(20), weight: [1, 2, 3, 4, 5], style: 'normal' })
    expect(l.style.textAlign).toEqual(['left', 'inherit', 'inherit', 'inherit', 'inherit'])
    expect(l.style.border).toEqual({ style: 'none', width: [0, 0, 0, 0], color: 'transparent' })
    expect(l.style.radius).toEqual([0, 0, 0, 0])
    expect(l.hover.frame.duration).toBe(300)
    expect(l.toggle).toEqual({ text: '' })
    expect(report.map((e) => e.path).sort()).toEqual(
      [
        'border.s',
        'border.w',
        'font.size',
        'font.style',
        'font.weight',
        'hov.color',
        'hov.frame.d',
        'radius',
        'tA.1',
        'toggle',
      ].map(at),
    )
  })
})

describe('exported layer data reads without a report (issue #15)', () => {
  it('colour objects are colours wherever a colour is allowed: text, background, border, fill', () => {
    const linear = {
      type: 'linear',
      angle: 90,
      colors: [
        { r: 255, g: 0, b: 0, a: 1, position: 0 },
        { r: 0, g: 0, b: 255, a: 1, position: 100 },
      ],
    }
    const { l, report } = run({
      color: [{ type: 'solid', orig: '#264653' }, '#a', '#a', '#a', '#a'],
      bg: { color: linear },
      border: { s: 'solid', c: { type: 'solid', string: 'rgba(1, 2, 3, 1)', orig: '#010203' } },
    })
    expect(report).toEqual([])
    expect(l.style.color).toEqual(five('#264653'))
    expect(l.style.bg.color).toMatch(/^linear-gradient\(90deg/)
    expect(l.style.border.color).toBe('rgba(1, 2, 3, 1)')
  })

  it('the 6.x / 7.x hover form ("inherit" frame values, colour objects) is read by readHover', () => {
    const { l, report } = run({
      hov: {
        u: true,
        color: { type: 'solid', orig: '#ff0000' },
        frame: { o: 'inherit', x: 'inherit', sX: 'inherit', d: 300 },
      },
    })
    expect(report).toEqual([])
    expect(l.hover).toMatchObject({ use: true, color: '#ff0000' })
    expect(l.hover.frame).toMatchObject({ opacity: 1, x: 0, scaleX: 1, duration: 300 })
  })
})
