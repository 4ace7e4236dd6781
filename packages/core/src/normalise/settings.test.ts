// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { RawRecord, ReportEntry } from '../types/model'
import { normaliseSettings } from './settings'

const run = (raw: RawRecord, alias?: string) => {
  const report: ReportEntry[] = []
  const settings = normaliseSettings(raw, (path, message) => report.push({ path, message }), alias)
  return { settings, report }
}

describe('module settings', () => {
  it('type (default slider; hero and carousel are others); `standard` = slider', () => {
    expect(run({}).settings.type).toBe('slider')
    expect(run({ type: 'standard' }).settings.type).toBe('slider')
    expect(run({ type: 'hero' }).settings.type).toBe('hero')
    expect(run({ type: 'carousel' }).settings.type).toBe('carousel')
    const bad = run({ type: 'wall' })
    expect(bad.settings.type).toBe('slider')
    expect(bad.report[0]?.path).toBe('settings.type')
  })

  it('id, title, alias: the alias of a REST response is used when settings carry none', () => {
    expect(run({ title: 'T', alias: 'a' }).settings).toMatchObject({ title: 'T', alias: 'a' })
    expect(run({}, 'from-rest').settings.alias).toBe('from-rest')
    expect(run({ alias: 'own' }, 'from-rest').settings.alias).toBe('own')
  })

  it('size: width per breakpoint (default 1600, 1240, 1024, 778, 480), fullWidth (default true)', () => {
    const { settings } = run({})
    expect(settings.size.width).toEqual([1600, 1240, 1024, 778, 480])
    expect(settings.size.fullWidth).toBe(true)
    expect(run({ size: { width: [1400, '#a', 1000, '700', 400] } }).settings.size.width).toEqual([
      1400, 1400, 1000, 700, 400,
    ])
  })

  it('Design minimum heights: mobile 320 px, desktop 640 px. Aspect ratio 16:9.', () => {
    expect(run({}).settings.size.height).toEqual([900, 698, 640, 438, 320])
    // Heights follow the data's own widths when no heights are given.
    expect(run({ size: { width: 2000 } }).settings.size.height).toEqual([
      1125, 1125, 1125, 1125, 1125,
    ])
    expect(run({ size: { height: [700, '#a', 500, 400, 300] } }).settings.size.height).toEqual([
      700, 700, 500, 400, 300,
    ])
  })

  it('size.height all "#a" (inherited) takes the heights in cachedHeight, with no report', () => {
    const size = {
      width: [1240, 1240, 1024, 778, 480],
      height: ['#a', '#a', '#a', '#a', '#a'],
      cachedHeight: [700, '#a', 600, 500, '#a'],
    }
    const { settings, report } = run({ size })
    expect(settings.size.height).toEqual([700, 700, 600, 500, 500])
    expect(report).toEqual([])
    // One set slot is enough: the others inherit from it, cachedHeight is not read.
    const some = run({ size: { ...size, height: ['#a', 400, '#a', '#a', '#a'] } })
    expect(some.settings.size.height).toEqual([400, 400, 400, 400, 400])
    expect(run({ size: { height: '#a', cachedHeight: 650 } }).settings.size.height).toEqual([
      650, 650, 650, 650, 650,
    ])
  })

  it('size: min and max height, padding, margins, respectRatio (exports: respectAspectRatio)', () => {
    const { settings, report } = run({
      size: {
        minHeight: ['', '', '', '', ''],
        maxHeight: '800',
        padding: [1, 2, 3, 4],
        margins: { t: 5, r: 6, b: 7, l: 8 },
        respectAspectRatio: 'false',
      },
    })
    expect(settings.size).toMatchObject({
      minHeight: 0,
      maxHeight: 800,
      padding: [1, 2, 3, 4],
      margins: [5, 6, 7, 8],
      respectRatio: false,
      upscaling: false,
      fullHeight: false,
    })
    expect(report).toEqual([])
    expect(run({ size: { padding: [1, 2] } }).report[0]?.path).toBe('settings.size.padding')
  })

  it('slideshow: auto (true), loop (-1), stopAt (-1), shuffle, initDelay, firstSlide (auto), stop-on-hover, length (default 9000 ms). Nav delay 1000.', () => {
    expect(run({}).settings.slideshow).toEqual({
      auto: true,
      loop: -1,
      stopAt: -1,
      shuffle: false,
      initDelay: 0,
      firstSlide: 'auto',
      stopOnHover: true,
      length: 9000,
      navDelay: 1000,
    })
  })

  it('slideshow keys are read in both spellings (stopOnHover or sOH, loop or stopAfterLoops)', () => {
    const { settings } = run({ slideshow: { sOH: 'true', stopAfterLoops: '2', stopAtSlide: 3 } })
    expect(settings.slideshow).toMatchObject({ stopOnHover: true, loop: 2, stopAt: 3 })
  })

  it('the slide length is read from the export spelling len too; length wins where both are', () => {
    expect(run({ slideshow: { len: 5000 } }).settings.slideshow.length).toBe(5000)
    expect(run({ slideshow: { len: '4000' } }).settings.slideshow.length).toBe(4000)
    expect(run({ slideshow: { length: 3000, len: 5000 } }).settings.slideshow.length).toBe(3000)
    expect(run({ slideshow: { len: 'x' } }).report).toEqual([
      { path: 'settings.slideshow.len', message: 'must be a number; using 9000' },
    ])
  })

  it('firstSlide is auto, a 1-based position or a slide id', () => {
    expect(run({ slideshow: { firstSlide: '2' } }).settings.slideshow.firstSlide).toBe(2)
    expect(run({ slideshow: { firstSlide: 'intro' } }).settings.slideshow.firstSlide).toBe('intro')
    const bad = run({ slideshow: { firstSlide: {} } })
    expect(bad.settings.slideshow.firstSlide).toBe('auto')
    expect(bad.report[0]?.path).toBe('settings.slideshow.firstSlide')
  })

  it('general: dpr, perspective (600), perspectiveType (global or isometric), disableOnMobile', () => {
    expect(run({}).settings.general).toEqual({
      dpr: 'auto',
      perspective: 600,
      perspectiveType: 'global',
      disableOnMobile: false,
    })
    expect(
      run({ general: { perspectiveType: 'isometric' } }).settings.general.perspectiveType,
    ).toBe('isometric')
  })

  it('Device pixel ratio is clamped to 1 to 2', () => {
    expect(run({ general: { dpr: 1.5 } }).settings.general.dpr).toBe(1.5)
    const high = run({ general: { dpr: 3 } })
    expect(high.settings.general.dpr).toBe(2)
    expect(high.report[0]).toEqual({
      path: 'settings.general.dpr',
      message: 'must be at most 2; using 2',
    })
    expect(run({ general: { dpr: 'sharp' } }).settings.general.dpr).toBe('auto')
  })

  it('browser: freezeOnBlur, useURLDeeplink; bg (color, image, overlay); fallback; source; codes', () => {
    const { settings } = run({})
    expect(settings.browser).toEqual({ freezeOnBlur: true, useURLDeeplink: false })
    expect(settings.bg).toEqual({ color: 'transparent', image: '', overlay: '' })
    expect(settings.fallback).toEqual({ image: '', type: 'off' })
    expect(settings.source).toEqual({ type: 'gallery' })
    expect(settings.codes).toEqual({ css: '', js: '' })
  })

  it('Colours may be plain CSS strings or objects { type, orig, string }', () => {
    expect(run({ bg: { color: '#fff' } }).settings.bg.color).toBe('#fff')
    const obj = { type: 'solid', orig: '#000', string: 'rgba(0, 0, 0, 1)' }
    expect(run({ bg: { color: obj } }).settings.bg.color).toBe('rgba(0, 0, 0, 1)')
  })

  it('bg.color as any colour object: its own CSS (string, else orig), no report', () => {
    const { settings, report } = run({ bg: { color: { type: 'solid', orig: '#264653' } } })
    expect(settings.bg.color).toBe('#264653')
    const css = 'linear-gradient(90deg, rgba(255,0,0,1) 0%, rgba(0,0,255,1) 100%)'
    const linear = {
      type: 'linear',
      angle: 90,
      colors: [
        { r: 255, g: 0, b: 0, a: 1, position: 0, align: 'top' },
        { r: 0, g: 0, b: 255, a: 1, position: 100, align: 'bottom' },
      ],
      easing: 'none',
      strength: 100,
      orig: css,
      string: css,
    }
    const g = run({ bg: { color: linear } })
    expect(g.settings.bg.color).toBe(css)
    // The JSON text of an object, and an object whose string is itself an object, read alike.
    expect(run({ bg: { color: JSON.stringify(linear) } }).settings.bg.color).toBe(css)
    expect(run({ bg: { color: { string: { orig: '#123' } } } }).settings.bg.color).toBe('#123')
    expect([...report, ...g.report]).toEqual([])
  })

  it('bg.color that is no colour, or an object without its CSS, is reported and transparent', () => {
    const message =
      'must be a CSS colour or a colour object with string or orig; using "transparent"'
    for (const color of [
      'red;background:url(x)',
      42,
      '{"type":',
      { type: 'solid', orig: 'red}body{color:red' },
      // Stops alone: building the gradient is the kit's colour(), not the main bundle's.
      { type: 'linear', colors: [{ r: 1, g: 2, b: 3, a: 1, position: 0 }] },
    ]) {
      const bad = run({ bg: { color } })
      expect(bad.settings.bg.color).toBe('transparent')
      expect(bad.report).toEqual([{ path: 'settings.bg.color', message }])
    }
  })

  it('Settings may carry migrated: "sr6" and version; they are ignored without a report', () => {
    const { settings, report } = run({ migrated: 'sr6', version: '7.1.1' })
    expect(report).toEqual([])
    expect(settings).not.toHaveProperty('migrated')
  })
})
