// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { navDefaults, progressBarDefaults } from './defaults'
import { five, navReport, runNavPart } from './test-normalise'

describe('navigation defaults (docs/behaviour.md §3, §9)', () => {
  const { report, nav, progressBar } = runNavPart()

  it('fills every nav kind from an empty module, each off and shown at every level', () => {
    for (const k of ['arrows', 'bullets', 'thumbs', 'tabs', 'scrubber'] as const) {
      expect(nav[k]).toMatchObject({
        set: false,
        skin: '',
        css: '',
        html: '',
        skinDefaults: {},
        skinCustom: {},
      })
      expect([nav[k].show, nav[k].showDelay, nav[k].hideDelay]).toEqual([
        five(true),
        five(0),
        five(0),
      ])
    }
    expect(navReport({ report })).toEqual([])
  })

  it('Nav default times: arrow 1000, bullet 3000, thumb 2000, tab 4000, scrubber 5000', () => {
    const kinds = [nav.arrows, nav.bullets, nav.thumbs, nav.tabs, nav.scrubber]
    expect(kinds.map((k) => k.hideAfter)).toEqual([1000, 3000, 2000, 4000, 5000])
  })

  it('Thumb default 100x50, panel 300x200', () => {
    expect(nav.thumbs.size).toEqual({ width: 100, height: 50 })
    expect(nav.panel).toEqual({ width: 300, height: 200 })
  })

  it('places arrows left and right in the middle, and the other kinds centred at the bottom', () => {
    expect(nav.arrows.left).toEqual({
      alignTo: 'slider',
      horizontal: five('left'),
      vertical: five('middle'),
      offsetX: five(30),
      offsetY: five(0),
    })
    expect(nav.arrows.right.horizontal).toEqual(five('right'))
    expect([nav.bullets.horizontal, nav.bullets.vertical, nav.bullets.offsetY]).toEqual([
      five('center'),
      five('bottom'),
      five(20),
    ])
    expect(nav.thumbs).toMatchObject({ direction: 'horizontal', gap: 5, maxVisible: 5 })
    expect(nav.tabs.wrapper).toEqual({
      padding: 5,
      color: 'transparent',
      margin: 0,
      stretch: false,
    })
  })

  it('Swipe tolerance 5 px; wheel cooldown 1500 ms; keyboard, swipe and wheel off', () => {
    expect(nav.swipe).toEqual({ use: false, desktop: false, tolerance: 5 })
    expect(nav.wheel).toEqual({ use: false, cooldown: 1500 })
    expect(nav.keyboard).toEqual({ set: false, direction: 'horizontal' })
  })

  it('leaves the scrubber extras hs, ms, ts, to, sc, hp, pa, ha, sk, cor unset', () => {
    const extras = [
      'handleSize',
      'length',
      'trackSize',
      'trackOpacity',
      'trackColor',
      'hitPadding',
      'panelColor',
      'handleColor',
      'handleShape',
      'cornerRadius',
    ] as const
    for (const k of extras) expect(nav.scrubber[k]).toBeNull()
  })

  it('pbar: type horizontal, base slide, size, colours and gap', () => {
    expect(progressBar).toEqual({
      set: false,
      type: 'horizontal',
      base: 'slide',
      size: 5,
      color: 'rgba(255,255,255,0.5)',
      bg: 'transparent',
      gap: false,
      gapSize: 0,
      gapColor: 'transparent',
      alignTo: 'slider',
      horizontal: five('left'),
      vertical: five('bottom'),
      offsetX: five(0),
      offsetY: five(0),
      visible: five(true),
    })
  })

  it('navDefaults and progressBarDefaults are what the normaliser makes of empty data', () => {
    expect(navDefaults()).toEqual(nav)
    expect(progressBarDefaults()).toEqual(progressBar)
  })
})
describe('bad navigation data', () => {
  it('reports wrong types and unknown values with their path and uses the defaults', () => {
    const r = runNavPart({
      nav: {
        arrows: { set: 'maybe', show: [1, 2, 3], l: { h: 'up' } },
        thumbs: { m: 0, d: 'diagonal' },
        m: { cd: -5 },
        scrubber: { hs: { deep: 1 } },
      },
      pbar: { t: 'spiral', base: 'none', s: 'thick' },
    })
    const { nav, progressBar } = r
    expect([nav.arrows.set, nav.arrows.show, nav.arrows.left.horizontal]).toEqual([
      false,
      five(true),
      five('left'),
    ])
    expect([
      nav.thumbs.maxVisible,
      nav.thumbs.direction,
      nav.wheel.cooldown,
      nav.scrubber.handleSize,
    ]).toEqual([1, 'horizontal', 0, null])
    expect([progressBar.type, progressBar.base, progressBar.size]).toEqual([
      'horizontal',
      'slide',
      5,
    ])
    expect(
      navReport(r)
        .map((e) => e.path)
        .sort(),
    ).toEqual([
      'settings.nav.arrows.l.h',
      'settings.nav.arrows.set',
      // A short 5-slot array is read slot by slot: its bad slots are named.
      'settings.nav.arrows.show.1',
      'settings.nav.arrows.show.2',
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
    const r = runNavPart({ nav: [1, 2], pbar: 'on' })
    expect(r.nav.arrows.hideAfter).toBe(1000)
    expect(navReport(r).map((e) => e.path)).toEqual(['settings.nav', 'settings.pbar'])
  })
})
