// @vitest-environment node
import type { RawRecord, ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { FONT_SUBSETS, WEB_SAFE_FONTS } from './defaults'
import { fontName, fontsPart, isWebSafe } from './normalise'

const normalise = (settings: RawRecord) => normaliseModule({ settings }, { parts: [fontsPart] })
/** The fonts read from `settings.fonts`, and the report. */
const run = (fonts: unknown) => {
  const r = normalise({ fonts } as RawRecord)
  return { fonts: r.model.settings.fonts ?? [], report: r.report }
}
const ofPart = (r: { report: ReportEntry[] }) =>
  r.report.filter((e) => e.path.startsWith('settings.fonts'))

describe('font records (docs/behaviour.md §3)', () => {
  it('has no fonts in an empty module', () => {
    const r = normalise({})
    expect([r.model.settings.fonts, ofPart(r)]).toEqual([[], []])
  })

  it('has no fonts settings when the part did not run', () => {
    const { settings } = normaliseModule({ settings: { fonts: ['Roboto'] } }).model
    expect(settings.fonts).toBe(undefined)
  })

  it('reads a font record: name, original family, normal and italic weight maps, optional url', () => {
    const [f] = run([
      {
        family: "'Open Sans', sans-serif",
        normal: [400, '700'],
        italic: { 300: true, 900: false },
        url: '/f.css',
      },
    ]).fonts
    expect(f).toEqual({
      name: 'Open Sans',
      family: "'Open Sans', sans-serif",
      normal: { 400: 0, 700: 0 },
      italic: { 300: 0 },
      url: '/f.css',
      webSafe: false,
      icon: false,
    })
  })

  it('reads fonts keyed by family or named in a list, merges one family, and needs weight 400 when none is named', () => {
    const fonts = run({ Roboto: { normal: '300,500' }, Lato: true }).fonts
    expect(fonts.map((f) => [f.name, f.normal])).toEqual([
      ['Roboto', { 300: 0, 500: 0 }],
      ['Lato', { 400: 0 }],
    ])
    const merged = run([
      { family: 'Roboto', normal: [400] },
      { name: 'Roboto', normal: [700] },
      'Inter',
    ]).fonts
    expect(merged.map((f) => [f.name, f.normal])).toEqual([
      ['Roboto', { 400: 0, 700: 0 }],
      ['Inter', { 400: 0 }],
    ])
  })

  it('an ignored icon record of an unknown icon font leaves the same family named as text alone (it was dropped, and `toString` asked the icon table for a function)', () => {
    const r = run([
      'Lato',
      { family: 'Lato', icon: true },
      'toString',
      { family: 'toString', icon: true },
    ])
    expect(r.fonts.map((f) => [f.name, f.icon, f.normal])).toEqual([
      ['Lato', false, { 400: 0 }],
      ['toString', false, { 400: 0 }],
    ])
    expect(ofPart(r).map((e) => e.path)).toEqual(['settings.fonts.1', 'settings.fonts.3'])
  })

  it('reports bad weights and nameless fonts with their path', () => {
    const r = run([{ family: 'Roboto', normal: [400, 'heavy', 950] }, { url: 'x' }, 12])
    expect(r.fonts.map((f) => [f.name, f.normal])).toEqual([['Roboto', { 400: 0 }]])
    expect(ofPart(r).map((e) => e.path)).toEqual([
      'settings.fonts.0.normal',
      'settings.fonts.0.normal',
      'settings.fonts.1',
      'settings.fonts.2',
    ])
    expect(ofPart(run('Roboto'))).toEqual([{ path: 'settings.fonts', message: expect.any(String) }])
  })

  it('reports a weight under 100 (a provider refuses `wght@-100`, and its failure would stop every font of the page)', () => {
    const r = run([{ family: 'Roboto', normal: [-100, '-400', 400], italic: { '-700': true } }])
    expect(r.fonts.map((f) => [f.normal, f.italic])).toEqual([[{ 400: 0 }, {}]])
    expect(ofPart(r).map((e) => e.path)).toEqual([
      'settings.fonts.0.normal',
      'settings.fonts.0.normal',
      'settings.fonts.0.italic',
    ])
  })
})

describe('web-safe fonts (docs/behaviour.md §5)', () => {
  it('Web-safe fonts (arial, palatino, times new roman, georgia, tahoma, trebuchet, verdana, courier, impact, comic sans) are never requested from the font provider', () => {
    expect(WEB_SAFE_FONTS).toHaveLength(10)
    for (const f of [
      'Arial',
      '"Times New Roman", serif',
      'Courier New',
      'Trebuchet MS',
      'Comic Sans MS',
      'Palatino Linotype',
      'Georgia',
      'Tahoma',
      'Verdana',
      'Impact',
    ])
      expect(isWebSafe(f)).toBe(true)
    for (const f of ['Roboto', 'Open Sans', 'sans-serif']) expect(isWebSafe(f)).toBe(false)
    expect(run(['Verdana', 'Roboto']).fonts.map((f) => f.webSafe)).toEqual([true, false])
  })

  it('names a family by the first of its stack, unquoted', () => {
    expect(fontName(" 'Open Sans' , Arial")).toBe('Open Sans')
  })
})

describe('font subsets (docs/behaviour.md §9)', () => {
  it('Font subsets by code point: latin, latin-ext, cyrillic, greek, vietnamese', () => {
    const of = (c: string) => {
      const n = c.codePointAt(0) ?? -1
      return FONT_SUBSETS.find(([, a, b]) => n >= a && n <= b)?.[0]
    }
    expect(['a', 'Ł', 'Ж', 'Ω', 'ạ'].map(of)).toEqual([
      'latin',
      'latin-ext',
      'cyrillic',
      'greek',
      'vietnamese',
    ])
  })
})

describe('fonts named in resources (docs/behaviour.md §3 "Resource: id, status, url, fonts, css, fontfamily, fonticon")', () => {
  const withResources = (extra: RawRecord) => {
    const r = normaliseModule({ settings: {}, ...extra }, { parts: [fontsPart] })
    const ours = r.report.filter((e) => /^(resources|addOns)/.test(e.path))
    return { fonts: r.model.settings.fonts ?? [], report: ours }
  }

  it("a resource's fontfamily and fonts become font records; its stylesheet is its first css url, else its url unless a script", () => {
    const { fonts, report } = withResources({
      resources: {
        a: { fontfamily: 'Strata Icons', fonticon: true, css: ['/i.css'] },
        b: { id: 'b', fonts: ['Lato', 'Inter'], url: '/b.js' },
      },
      addOns: {
        c: { fontfamily: 'Brand', url: '/brand.css' },
        d: '/addon.js',
        e: { url: '/e.js' },
      },
    })
    expect(fonts.map((f) => [f.name, f.url, f.icon])).toEqual([
      ['Strata Icons', '/i.css', true],
      ['Lato', '', false],
      ['Inter', '', false],
      ['Brand', '/brand.css', false],
    ])
    expect(report).toEqual([])
  })

  it('reports an unsafe family, a family that is not text and an unknown icon font without a stylesheet, at their path', () => {
    const { fonts, report } = withResources({
      resources: {
        a: { fontfamily: 'x;}body{color:red' },
        b: { fonts: [7] },
        c: { fontfamily: 'Mystery Icons', fonticon: true },
      },
    })
    expect(fonts).toEqual([])
    expect(report.map((e) => e.path).sort()).toEqual([
      'resources.a.fontfamily',
      'resources.b.fonts.0',
      'resources.c.fontfamily',
    ])
  })
})
