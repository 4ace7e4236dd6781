// @vitest-environment node
import type { RawRecord, ReportEntry } from '@strata/core'
import { normaliseModule } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { modalPart, parseModalTrigger } from './normalise'

const run = (settings: RawRecord = {}) => normaliseModule({ settings }, { parts: [modalPart] })
const ofPart = (r: { report: ReportEntry[] }) =>
  r.report.filter((e) => e.path.startsWith('settings.modal'))
const trigger = (text: unknown) => {
  const report: ReportEntry[] = []
  const t = parseModalTrigger(text, (path, message) => report.push({ path, message }), 'modal')
  return { t, report }
}
const DEFAULTS = {
  background: 'transparent',
  speed: 1000,
  preventScroll: false,
  horizontal: 'center',
  vertical: 'middle',
}

describe('modal settings (docs/behaviour.md §3, §9)', () => {
  it('modal: bg, sp (1000), centred in the middle, from an empty module', () => {
    const r = normaliseModule({}, { parts: [modalPart] })
    expect(r.model.settings.modal).toEqual(DEFAULTS)
    expect(ofPart(r)).toEqual([])
  })

  it('has no modal settings when the part did not run', () => {
    expect(normaliseModule({ settings: { modal: { sp: 5 } } }).model.settings.modal).toBe(undefined)
  })

  it('reads the export keys bg, sp, pS, h, v into whole words; vertical center means middle', () => {
    const m = run({
      modal: { bg: 'rgba(0,0,0,0.5)', sp: '500', pS: 'true', h: 'left', v: 'center' },
    }).model.settings.modal
    expect(m).toEqual({
      background: 'rgba(0,0,0,0.5)',
      speed: 500,
      preventScroll: true,
      horizontal: 'left',
      vertical: 'middle',
    })
  })

  it('reads the whole-word names too, before the export keys', () => {
    const m = run({ modal: { speed: 300, sp: 900, background: '#000', vertical: 'bottom' } }).model
      .settings.modal
    expect(m).toMatchObject({ speed: 300, background: '#000', vertical: 'bottom' })
  })

  it('reports bad values at their export path and keeps the defaults', () => {
    const r = run({ modal: { sp: 'slow', h: 'everywhere', v: 3 } })
    expect(r.model.settings.modal).toEqual(DEFAULTS)
    expect(ofPart(r).map((e) => e.path)).toEqual([
      'settings.modal.sp',
      'settings.modal.h',
      'settings.modal.v',
    ])
  })
})

describe('bg is read as every colour field is (docs/data-format/README.md "Colours")', () => {
  it('text that could carry more CSS or fetch is reported at its key; the underlay stays transparent', () => {
    for (const bg of ['red;display:none', 'url(https://tracker.example/p.gif)', 'red}']) {
      const r = run({ modal: { bg } })
      expect(r.model.settings.modal?.background).toBe('transparent')
      expect(ofPart(r).map((e) => e.path)).toEqual(['settings.modal.bg'])
    }
  })

  it("an editor colour object gives its own CSS; a trigger's bg is checked the same way", () => {
    const m = run({ modal: { bg: { type: 'solid', orig: '#000', string: 'rgba(0, 0, 0, 0.5)' } } })
    expect(m.model.settings.modal?.background).toBe('rgba(0, 0, 0, 0.5)')
    expect(ofPart(m)).toEqual([])
    const { t, report } = trigger('t:0;bg:url(https://tracker.example/p.gif)')
    expect(t?.background).toBe('transparent')
    expect(report.map((e) => e.path)).toEqual(['modal.bg'])
  })
})

describe('modal trigger settings string (docs/behaviour.md §3, §5)', () => {
  it('A modal trigger needs a settings string', () => {
    for (const text of [undefined, '', '  ', 42]) {
      const { t, report } = trigger(text)
      expect(t).toBeUndefined()
      expect(report).toEqual([{ path: 'modal', message: expect.stringMatching(/settings string/) }])
    }
  })

  it('reads the keys sp (speed ms), bg, pS, v, h, t (delay ms), co (cookie days), so (scroll offset), e (event name), ha (hash)', () => {
    const { t, report } = trigger(
      'sp:500;bg:rgba(0,0,0,0.8);pS:true;v:top;h:right;t:2000;co:7;so:300;e:openPromo;ha:true',
    )
    expect(t).toEqual({
      speed: 500,
      background: 'rgba(0,0,0,0.8)',
      preventScroll: true,
      vertical: 'top',
      horizontal: 'right',
      delay: 2000,
      cookieDays: 7,
      scrollOffset: 300,
      scrollTo: '',
      event: 'openPromo',
      hash: true,
    })
    expect(report).toEqual([])
  })

  it('reads s as an element selector (split at the first colon only) and fills the defaults', () => {
    const { t } = trigger('s:#offer a:hover')
    expect(t).toEqual({
      ...DEFAULTS,
      delay: -1,
      cookieDays: 0,
      scrollOffset: null,
      scrollTo: '#offer a:hover',
      event: '',
      hash: false,
    })
  })

  it('so or s (scroll offset or element selector): a number is an offset, text a selector, under either key', () => {
    expect(trigger('s:250').t).toMatchObject({ scrollOffset: 250, scrollTo: '' })
    expect(trigger('so:#offer').t).toMatchObject({ scrollOffset: null, scrollTo: '#offer' })
    expect(trigger('s:#offer;so:100').t).toMatchObject({ scrollOffset: 100, scrollTo: '#offer' })
  })

  it('reads whole-word keys in a settings string too', () => {
    const { t, report } = trigger('delay:500;cookieDays:2;scrollTo:#a;event:go;hash:1')
    expect(t).toMatchObject({ delay: 500, cookieDays: 2, scrollTo: '#a', event: 'go', hash: true })
    expect(report).toEqual([])
  })

  it('reports unknown keys and bad values at their path', () => {
    const { t, report } = trigger('t:soon;zz:1;h:up;nonsense')
    expect(t).toMatchObject({ delay: -1, horizontal: 'center' })
    expect(report.map((e) => e.path)).toEqual(['modal.zz', 'modal.nonsense', 'modal.h', 'modal.t'])
  })
})
