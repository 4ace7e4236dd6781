import { normaliseModule, type RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { navPart } from './normalise'

const run = (settings: RawRecord = {}) =>
  normaliseModule({ settings, slides: [{ id: 1, slide: {}, layers: [] }] }, { parts: [navPart] })
const ofPart = (r: { report: { path: string }[] }) =>
  r.report.filter((e) => /^settings\.(nav|pbar)/.test(e.path))
const five = <T>(v: T) => [v, v, v, v, v]

describe('navigation defaults (SPEC.md §3, §9)', () => {
  const { model, report } = run()
  const nav = model.settings.nav

  it('fills every nav kind from an empty module, each off and shown at every level', () => {
    for (const k of ['arrows', 'bullets', 'thumbs', 'tabs', 'scrubber'] as const) {
      expect(nav[k]).toMatchObject({ set: false, key: '', css: '', html: '', def: {}, cst: {} })
      expect([nav[k].show, nav[k].dIn, nav[k].dOut]).toEqual([five(true), five(0), five(0)])
    }
    expect(ofPart({ report })).toEqual([])
  })

  it('Nav default times: arrow 1000, bullet 3000, thumb 2000, tab 4000, scrubber 5000', () => {
    expect([nav.arrows.t, nav.bullets.t, nav.thumbs.t, nav.tabs.t, nav.scrubber.t]).toEqual([
      1000, 3000, 2000, 4000, 5000,
    ])
  })

  it('Thumb default 100x50, panel 300x200', () => {
    expect(nav.thumbs.size).toEqual({ w: 100, h: 50 })
    expect(nav.panel).toEqual({ w: 300, h: 200 })
  })

  it('places arrows left and right in the middle, and the other kinds centred at the bottom', () => {
    expect(nav.arrows.l).toEqual({
      a: 'slider',
      h: five('left'),
      v: five('middle'),
      x: five(30),
      y: five(0),
    })
    expect(nav.arrows.r.h).toEqual(five('right'))
    expect([nav.bullets.h, nav.bullets.v, nav.bullets.y]).toEqual([
      five('center'),
      five('bottom'),
      five(20),
    ])
    expect(nav.thumbs).toMatchObject({ d: 'horizontal', g: 5, m: 5 })
    expect(nav.tabs.wr).toEqual({ p: 5, c: 'transparent', m: 0, s: false })
  })

  it('Swipe tolerance 5 px; wheel cooldown 1500 ms; keyboard, swipe and wheel off', () => {
    expect(nav.swipe).toEqual({ use: false, desk: false, t: 5 })
    expect(nav.wheel).toEqual({ use: false, cd: 1500 })
    expect(nav.keyboard).toEqual({ set: false, d: 'horizontal' })
  })

  it('leaves the scrubber extras hs, ms, ts, to, sc, hp, pa, ha, sk, cor unset', () => {
    for (const k of ['hs', 'ms', 'ts', 'to', 'sc', 'hp', 'pa', 'ha', 'sk', 'cor'] as const)
      expect(nav.scrubber[k]).toBeNull()
  })

  it('pbar: type horizontal, base slide, size, colours and gap', () => {
    expect(model.settings.pbar).toEqual({
      set: false,
      type: 'horizontal',
      base: 'slide',
      size: 5,
      color: 'rgba(255,255,255,0.5)',
      bg: 'transparent',
      gap: false,
      gs: 0,
      gc: 'transparent',
      a: 'slider',
      h: five('left'),
      v: five('bottom'),
      x: five(0),
      y: five(0),
      vis: five(true),
    })
  })
})

describe('navigation data as exported (DATA-FORMAT.md)', () => {
  it('reads the export keys: swipe s {use, desk, t}, wheel m {use, cd}, panel p {w, h}, bullet space s', () => {
    const nav = run({
      nav: {
        s: { use: true, desk: 'true', t: 20 },
        m: { use: true, cd: 800 },
        p: { w: 400, h: 250 },
        bullets: { set: true, s: 12, d: 'vertical' },
      },
    }).model.settings.nav
    expect(nav.swipe).toEqual({ use: true, desk: true, t: 20 })
    expect(nav.wheel).toEqual({ use: true, cd: 800 })
    expect(nav.panel).toEqual({ w: 400, h: 250 })
    expect(nav.bullets).toMatchObject({ set: true, g: 12, d: 'vertical' })
  })

  it('reads the SPEC names too: swipe, wheel, panel, bullet gap g', () => {
    const nav = run({
      nav: { swipe: { use: true }, wheel: { cd: 2000 }, panel: { w: 350 }, bullets: { g: 8 } },
    }).model.settings.nav
    expect([nav.swipe.use, nav.wheel.cd, nav.panel.w, nav.bullets.g]).toEqual([true, 2000, 350, 8])
  })

  it('reads an arrow skin with per-level placement, center meaning middle and #a inheriting', () => {
    const arrows = run({
      nav: {
        arrows: {
          set: true,
          key: 'hesperiden',
          css: '.a{color:##c##}',
          def: { c: '#fff' },
          show: [true, true, '#a', false, '#a'],
          l: { a: 'grid', h: 'left', v: 'center', x: [20, '#a', 10, '#a', '#a'], y: '10%' },
        },
      },
    }).model.settings.nav.arrows
    expect(arrows).toMatchObject({ set: true, key: 'hesperiden', def: { c: '#fff' } })
    expect(arrows.show).toEqual([true, true, true, false, false])
    expect(arrows.l).toEqual({
      a: 'grid',
      h: five('left'),
      v: five('middle'),
      x: [20, 20, 10, 10, 10],
      y: five('10%'),
    })
  })

  it('reads pbar export keys t, s, c, g and per-level vis', () => {
    const pbar = run({
      pbar: {
        set: true,
        t: 'cw',
        s: 3,
        c: { type: 'solid', string: '#f00' },
        g: true,
        gs: 2,
        base: 'all',
        vis: [true, true, true, false, false],
      },
    }).model.settings.pbar
    expect(pbar).toMatchObject({
      set: true,
      type: 'cw',
      size: 3,
      color: '#f00',
      gap: true,
      gs: 2,
      base: 'all',
    })
    expect(pbar.vis).toEqual([true, true, true, false, false])
    expect(run({ pbar: { type: 'ccw', color: 'blue' } }).model.settings.pbar).toMatchObject({
      type: 'ccw',
      color: 'blue',
    })
  })
})

describe('bad navigation data', () => {
  it('reports wrong types and unknown values with their path and uses the defaults', () => {
    const r = run({
      nav: {
        arrows: { set: 'maybe', show: [1, 2, 3], l: { h: 'up' } },
        thumbs: { m: 0, d: 'diagonal' },
        m: { cd: -5 },
        scrubber: { hs: { deep: 1 } },
      },
      pbar: { t: 'spiral', base: 'none', s: 'thick' },
    })
    const { nav, pbar } = r.model.settings
    expect([nav.arrows.set, nav.arrows.show, nav.arrows.l.h]).toEqual([
      false,
      five(true),
      five('left'),
    ])
    expect([nav.thumbs.m, nav.thumbs.d, nav.wheel.cd, nav.scrubber.hs]).toEqual([
      1,
      'horizontal',
      0,
      null,
    ])
    expect([pbar.type, pbar.base, pbar.size]).toEqual(['horizontal', 'slide', 5])
    expect(
      ofPart(r)
        .map((e) => e.path)
        .sort(),
    ).toEqual([
      'settings.nav.arrows.l.h',
      'settings.nav.arrows.set',
      'settings.nav.arrows.show',
      'settings.nav.m.cd',
      'settings.nav.scrubber.hs',
      'settings.nav.thumbs.d',
      'settings.nav.thumbs.m',
      'settings.pbar.base',
      'settings.pbar.s',
      'settings.pbar.t',
    ])
  })

  it('reads a nav that is not an object as empty (reported)', () => {
    const r = run({ nav: [1, 2], pbar: 'on' })
    expect(r.model.settings.nav.arrows.t).toBe(1000)
    expect(ofPart(r).map((e) => e.path)).toEqual(['settings.nav', 'settings.pbar'])
  })
})
