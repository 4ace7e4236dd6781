import { normaliseModule, type RawRecord, type ReportEntry } from '@strata/core'
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

describe('modal settings (SPEC.md §3, §9)', () => {
  it('modal: bg, sp (1000), centred in the middle, from an empty module', () => {
    const r = normaliseModule({}, { parts: [modalPart] })
    expect(r.model.settings.modal).toEqual({
      bg: 'transparent',
      sp: 1000,
      pS: false,
      h: 'center',
      v: 'middle',
    })
    expect(ofPart(r)).toEqual([])
  })

  it('reads exported values; vertical center means middle', () => {
    const m = run({
      modal: { bg: 'rgba(0,0,0,0.5)', sp: '500', pS: 'true', h: 'left', v: 'center' },
    }).model.settings.modal
    expect(m).toEqual({ bg: 'rgba(0,0,0,0.5)', sp: 500, pS: true, h: 'left', v: 'middle' })
  })

  it('reports bad values with their path and keeps the defaults', () => {
    const r = run({ modal: { sp: 'slow', h: 'everywhere', v: 3 } })
    expect(r.model.settings.modal).toMatchObject({ sp: 1000, h: 'center', v: 'middle' })
    expect(ofPart(r).map((e) => e.path)).toEqual([
      'settings.modal.sp',
      'settings.modal.h',
      'settings.modal.v',
    ])
  })
})

describe('modal trigger settings string (SPEC.md §3, §5)', () => {
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
      sp: 500,
      bg: 'rgba(0,0,0,0.8)',
      pS: true,
      v: 'top',
      h: 'right',
      t: 2000,
      co: 7,
      s: 300,
      e: 'openPromo',
      ha: true,
    })
    expect(report).toEqual([])
  })

  it('reads s as an element selector (split at the first colon only) and fills the defaults', () => {
    const { t } = trigger('s:#offer a:hover')
    expect(t).toEqual({
      bg: 'transparent',
      sp: 1000,
      pS: false,
      h: 'center',
      v: 'middle',
      t: -1,
      co: 0,
      s: '#offer a:hover',
      e: '',
      ha: false,
    })
  })

  it('reports unknown keys and bad values at their path', () => {
    const { t, report } = trigger('t:soon;zz:1;h:up;nonsense')
    expect(t).toMatchObject({ t: -1, h: 'center' })
    expect(report.map((e) => e.path)).toEqual(['modal.zz', 'modal.nonsense', 'modal.h', 'modal.t'])
  })
})
