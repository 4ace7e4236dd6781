// @vitest-environment node
import type { RawRecord, ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { fontsPart } from '../normalise'
import { collectFonts } from './collect-fonts'
import { iconsOfClasses } from './layer-fonts'

/** A module of slides of raw layers, read with the fonts part, and what the collector makes of it. */
const collect = (slides: RawRecord[], settings: RawRecord = {}) => {
  const { model, report } = normaliseModule(
    {
      settings,
      slides: Object.fromEntries(slides.map((layers, i) => [`s${i}`, { id: `s${i}`, layers }])),
    },
    { parts: [fontsPart] },
  )
  const entries: ReportEntry[] = [...report]
  const c = collectFonts(model, (path, message) => entries.push({ path, message }))
  const fonts = Object.fromEntries(
    [...c.fonts].map(([k, f]) => [k, { normal: [...f.normal], italic: [...f.italic], url: f.url }]),
  )
  return { fonts, icons: [...c.icons], text: c.text, layers: c.layers, report: entries }
}
const layer = (font: RawRecord, text = 'Hi', extra: RawRecord = {}): RawRecord => ({
  type: 'text',
  content: { text },
  font,
  ...extra,
})

describe('collecting the fonts a module uses (docs/behaviour.md §3 "Font record")', () => {
  it('collects family, weights and styles from every slide, without building them', () => {
    const r = collect([
      { a: layer({ family: 'Lato', weight: 700 }), b: layer({ family: "'Open Sans', serif" }) },
      { c: layer({ family: 'Lato', weight: ['400', '#a', '#a', 300, '#a'], style: 'italic' }) },
    ])
    expect(r.fonts).toEqual({
      Lato: { normal: [700], italic: [400, 300], url: '' },
      'Open Sans': { normal: [400], italic: [], url: '' },
    })
    expect(r.report).toEqual([])
  })

  it('reads a per-level weight as core does: empty slots inherit, and a list with no slot set draws at 400', () => {
    const r = collect([
      {
        a: layer({ family: 'Lato', weight: [700, '', null, '#a', 300] }),
        b: layer({ family: 'Inter', weight: ['', '#a', null, '#a', '#a'] }),
      },
    ])
    expect(r.fonts).toEqual({
      Lato: { normal: [700, 300], italic: [], url: '' },
      Inter: { normal: [400], italic: [], url: '' },
    })
    expect(r.report).toEqual([])
  })

  it('a text layer naming no family uses Roboto 400 ("family default Roboto"); shapes need no font', () => {
    const r = collect([{ a: { type: 'text', content: { text: 'x' } }, b: { type: 'shape' } }])
    expect(r.fonts).toEqual({ Roboto: { normal: [400], italic: [], url: '' } })
  })

  it('merges settings.fonts (custom urls kept) with the layers', () => {
    const r = collect([{ a: layer({ family: 'Brand' }) }], {
      fonts: [{ family: 'Brand', normal: [700], url: '/brand.css' }],
    })
    expect(r.fonts).toEqual({ Brand: { normal: [700, 400], italic: [], url: '/brand.css' } })
  })

  it("lists each text layer in a web family for its own fallback: id (the data's, else the key), family, weights, text and transform; web-safe and icon layers left out", () => {
    const r = collect([
      {
        a: layer({ family: "'Open Sans', serif", weight: 700 }, 'Hi <b>there</b>', {
          id: 'head',
          tT: ['uppercase', 'none'],
        }),
        b: layer({ family: 'Lato', style: 'italic' }, 'Lo'),
        c: layer({ family: 'Georgia' }, 'Safe'),
        d: layer({ family: 'Roboto' }, '<i class="material-icons">star</i>'),
      },
    ])
    expect(
      r.layers.map(({ id, name, family, weights, italic, text, transform }) => ({
        id,
        name,
        family,
        weights,
        italic,
        text,
        transform,
      })),
    ).toEqual([
      {
        id: 'head',
        name: 'Open Sans',
        family: "'Open Sans', serif",
        weights: [700],
        italic: false,
        text: 'Hi there',
        transform: 'uppercase',
      },
      {
        id: 'b',
        name: 'Lato',
        family: 'Lato',
        weights: [400],
        italic: true,
        text: 'Lo',
        transform: 'none',
      },
    ])
  })

  it('gathers the layer text for the subsets, without markup', () => {
    expect(collect([{ a: layer({}, '<b>Привет</b>') }]).text).toBe('Привет')
  })

  it('finds icon fonts by class (material-icons, fa fa-*), by family and in settings.fonts', () => {
    const r = collect(
      [
        {
          a: layer({}, '<i class="material-icons-outlined">star</i>'),
          b: layer({}, '', { attr: { class: 'fa fa-star' } }),
          c: layer({ family: 'Material Icons' }, 'chevron_left'),
        },
      ],
      { fonts: ['Material Icons Round'] },
    )
    expect(r.icons.sort()).toEqual([
      'Font Awesome',
      'Material Icons',
      'Material Icons Outlined',
      'Material Icons Round',
    ])
    // An icon family is never asked of the text provider.
    expect(Object.keys(r.fonts)).toEqual(['Roboto'])
    expect(iconsOfClasses('fa')).toEqual([])
  })

  it("reads only the slides it is given (a lazy slide's layers, once they arrive), with settings.fonts", () => {
    const { model } = normaliseModule(
      {
        settings: { fonts: [{ family: 'Brand', url: '/brand.css' }] },
        slides: {
          a: { id: 'a', layers: { t: layer({ family: 'Lato' }) } },
          b: { id: 'b', layers: { t: layer({ family: 'Brand', weight: 700 }, 'Ж') } },
        },
      },
      { parts: [fontsPart] },
    )
    const late = model.slides.filter((s) => s.id === 'b')
    const c = collectFonts(model, () => {}, late)
    expect([...c.fonts.keys()]).toEqual(['Brand'])
    expect(c.fonts.get('Brand')).toMatchObject({ url: '/brand.css', normal: new Set([400, 700]) })
    expect(c.text).toBe('Ж')
  })
})

describe('bad input is reported at its data path and nothing is requested for it', () => {
  it('a family with quotes or ";" in a layer', () => {
    const r = collect([
      { q: layer({ family: 'Evil";} body{color:red' }), s: layer({ family: 'Bad;Family' }) },
    ])
    expect(r.fonts).toEqual({})
    expect(r.report.map((e) => e.path)).toEqual([
      'slides.s0.layers.q.font.family',
      'slides.s0.layers.s.font.family',
    ])
    expect(r.report[0]?.message).toMatch(/unsafe font family/)
  })

  it('a weight of "bold"', () => {
    const r = collect([{ b: layer({ family: 'Lato', weight: 'bold' }) }])
    expect(r.fonts).toEqual({})
    expect(r.report).toEqual([
      {
        path: 'slides.s0.layers.b.font.weight',
        message: expect.stringMatching(/bad weight "bold"/),
      },
    ])
  })

  it('an icon font Strata does not know, and a settings.fonts family with ";"', () => {
    const r = collect([], {
      fonts: [{ family: 'Mystery Icons', icon: true }, { family: 'x;y' }, 'Lato'],
    })
    expect(r.icons).toEqual([])
    expect(Object.keys(r.fonts)).toEqual(['Lato'])
    expect(r.report.filter((e) => e.path.startsWith('settings.fonts'))).toEqual([
      {
        path: 'settings.fonts.0',
        message: expect.stringMatching(/unknown icon font "Mystery Icons"/),
      },
      { path: 'settings.fonts.1', message: expect.stringMatching(/unsafe font family "x;y"/) },
    ])
  })
})
