// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { five, navReport, runNavPart } from './test-normalise'

describe('navigation data as exported (docs/data-format/README.md)', () => {
  it('reads the export keys: swipe s {use, desk, t}, wheel m {use, cd}, panel p {w, h}, bullet space s', () => {
    const nav = runNavPart({
      nav: {
        s: { use: true, desk: 'true', t: 20 },
        m: { use: true, cd: 800 },
        p: { w: 400, h: 250 },
        bullets: { set: true, s: 12, d: 'vertical' },
      },
    }).nav
    expect(nav.swipe).toEqual({ use: true, desktop: true, tolerance: 20 })
    expect(nav.wheel).toEqual({ use: true, cooldown: 800 })
    expect(nav.panel).toEqual({ width: 400, height: 250 })
    expect(nav.bullets).toMatchObject({ set: true, gap: 12, direction: 'vertical' })
  })

  it('reads the SPEC names too: swipe, wheel, panel, bullet gap g', () => {
    const nav = runNavPart({
      nav: { swipe: { use: true }, wheel: { cd: 2000 }, panel: { w: 350 }, bullets: { g: 8 } },
    }).nav
    expect([nav.swipe.use, nav.wheel.cooldown, nav.panel.width, nav.bullets.gap]).toEqual([
      true,
      2000,
      350,
      8,
    ])
  })

  it('reads thumbs and tabs as exported: size {w, h}, max visible m, wrapper wr {p, c, m, s}, dIn, dOut, t', () => {
    const thumbs = runNavPart({
      nav: {
        thumbs: {
          size: { w: 160, h: 90 },
          m: 7,
          wr: { p: 4, c: { type: 'solid', string: '#000' }, m: 2, s: true },
          dIn: 100,
          dOut: [0, 0, 0, 500, 500],
          t: 2500,
        },
      },
    }).nav.thumbs
    expect(thumbs).toMatchObject({
      size: { width: 160, height: 90 },
      maxVisible: 7,
      wrapper: { padding: 4, color: '#000', margin: 2, stretch: true },
      showDelay: five(100),
      hideDelay: [0, 0, 0, 500, 500],
      hideAfter: 2500,
    })
  })

  it('reads the whole-word model names too, settings.progressBar included', () => {
    const r = runNavPart({
      nav: {
        tabs: {
          skin: 'light',
          skinCustom: { bg: '#111' },
          maxVisible: 3,
          wrapper: { padding: 9, stretch: true },
          direction: 'vertical',
        },
        arrows: { left: { alignTo: 'grid', offsetX: 12 }, hideAfter: 700 },
        swipe: { desktop: true, tolerance: 9 },
        wheel: { cooldown: 900 },
        scrubber: { handleSize: 20, hs: 30 },
      },
      progressBar: { type: 'vertical', gapSize: 3, gapColor: '#fff', visible: false },
    })
    const { nav, progressBar } = r
    expect(nav.tabs).toMatchObject({
      skin: 'light',
      skinCustom: { bg: '#111' },
      maxVisible: 3,
      wrapper: { padding: 9, stretch: true },
      direction: 'vertical',
    })
    expect([nav.arrows.left.alignTo, nav.arrows.left.offsetX, nav.arrows.hideAfter]).toEqual([
      'grid',
      five(12),
      700,
    ])
    expect([nav.swipe, nav.wheel.cooldown]).toEqual([
      { use: false, desktop: true, tolerance: 9 },
      900,
    ])
    // The long name wins when both spellings are there, as everywhere in core's shape.
    expect(nav.scrubber.handleSize).toBe(20)
    expect(progressBar).toMatchObject({
      type: 'vertical',
      gapSize: 3,
      gapColor: '#fff',
      visible: five(false),
    })
    expect(navReport(r)).toEqual([])
  })

  it('reads an arrow skin with per-level placement, center meaning middle and #a inheriting', () => {
    const arrows = runNavPart({
      nav: {
        arrows: {
          set: true,
          key: 'hesperiden',
          css: '.a{color:##c##}',
          def: { c: '#fff' },
          cst: { c: '#000' },
          show: [true, true, '#a', false, '#a'],
          l: { a: 'grid', h: 'left', v: 'center', x: [20, '#a', 10, '#a', '#a'], y: '10%' },
        },
      },
    }).nav.arrows
    expect(arrows).toMatchObject({
      set: true,
      skin: 'hesperiden',
      skinDefaults: { c: '#fff' },
      skinCustom: { c: '#000' },
    })
    expect(arrows.show).toEqual([true, true, true, false, false])
    expect(arrows.left).toEqual({
      alignTo: 'grid',
      horizontal: five('left'),
      vertical: five('middle'),
      offsetX: [20, 20, 10, 10, 10],
      offsetY: five('10%'),
    })
  })

  it('reads settings.pbar with its export keys t, s, c, g, gs, gc and per-level vis', () => {
    const pbar = runNavPart({
      pbar: {
        set: true,
        t: 'cw',
        s: 3,
        c: { type: 'solid', string: '#f00' },
        g: true,
        gs: 2,
        gc: '#0f0',
        base: 'all',
        vis: [true, true, true, false, false],
      },
    }).progressBar
    expect(pbar).toMatchObject({
      set: true,
      type: 'cw',
      size: 3,
      color: '#f00',
      gap: true,
      gapSize: 2,
      gapColor: '#0f0',
      base: 'all',
    })
    expect(pbar.visible).toEqual([true, true, true, false, false])
    expect(runNavPart({ pbar: { type: 'ccw', color: 'blue' } }).progressBar).toMatchObject({
      type: 'ccw',
      color: 'blue',
    })
  })
})

describe('export keys and model names', () => {
  it('the README example reads the same in both spellings', () => {
    const exported = runNavPart({
      nav: {
        arrows: { set: true, key: 'light', l: { x: 16 }, r: { x: 16 } },
        thumbs: { set: true, size: { w: 160, h: 90 }, m: 5, wr: { p: 4, c: 'rgba(0,0,0,0.35)' } },
        s: { use: true, desk: true },
      },
      pbar: { set: true, t: 'cw', s: 5 },
    })
    const words = runNavPart({
      nav: {
        arrows: { set: true, skin: 'light', left: { offsetX: 16 }, right: { offsetX: 16 } },
        thumbs: {
          set: true,
          size: { width: 160, height: 90 },
          maxVisible: 5,
          wrapper: { padding: 4, color: 'rgba(0,0,0,0.35)' },
        },
        swipe: { use: true, desktop: true },
      },
      progressBar: { set: true, type: 'cw', size: 5 },
    })
    expect(words.nav).toEqual(exported.nav)
    expect(words.progressBar).toEqual(exported.progressBar)
    expect(exported.nav.thumbs.wrapper.padding).toBe(4)
  })
})
