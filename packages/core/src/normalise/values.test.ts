// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import type { RawRecord, RawValue, ReportEntry } from '../types/model'
import type { Reporter } from '../types/plugin'
import { normaliseModule } from './normalise-module'
import {
  bool,
  cleanId,
  entries,
  firstSet,
  guard,
  num,
  oneOf,
  parseLength,
  perLevel,
  record,
  records,
  responsive,
  shape,
  str,
  stripMarkup,
} from './values'

const collect = (): [Reporter, ReportEntry[]] => {
  const list: ReportEntry[] = []
  return [(path, message) => list.push({ path, message }), list]
}

describe('ids', () => {
  it("An id may carry a 'SR7_' prefix and a trailing numeric suffix, which is cut off before use", () => {
    expect(cleanId('SR7_12_1')).toBe('12')
    expect(cleanId('SR7_12')).toBe('12')
    expect(cleanId('SR7_spring_sale_3')).toBe('spring_sale')
    expect(cleanId('12_1')).toBe('12_1')
    expect(cleanId(7)).toBe('7')
    expect(cleanId({})).toBe('')
  })
})

describe('scalars', () => {
  it('numbers may arrive as strings ("20" is 20, "50px" is 50); nonsense is reported and the default used', () => {
    const [report, list] = collect()
    expect(num('20', 9000, report, 'a')).toBe(20)
    expect(num('50px', 0, report, 'a')).toBe(50)
    expect(num(undefined, 9000, report, 'a')).toBe(9000)
    expect(num('', 9000, report, 'a')).toBe(9000)
    expect(list).toEqual([])
    expect(num('soon', 9000, report, 'x.len')).toBe(9000)
    expect(num(true, 1, report, 'x.b')).toBe(1)
    expect(list[0]).toEqual({ path: 'x.len', message: 'must be a number; using 9000' })
    expect(list).toHaveLength(2)
  })

  it('a number outside its range is clamped and reported', () => {
    const [report, list] = collect()
    expect(num(3, 1, report, 'dpr', { min: 1, max: 2 })).toBe(2)
    expect(num(0.5, 1, report, 'dpr', { min: 1, max: 2 })).toBe(1)
    expect(list.map((e) => e.message)).toEqual([
      'must be at most 2; using 2',
      'must be at least 1; using 1',
    ])
  })

  it('booleans may arrive as strings ("true"), or as 1/0', () => {
    const [report, list] = collect()
    expect([bool('true', false, report, 'b'), bool('false', true, report, 'b')]).toEqual([
      true,
      false,
    ])
    expect([
      bool(1, false, report, 'b'),
      bool(0, true, report, 'b'),
      bool('on', false, report, 'b'),
    ]).toEqual([true, false, true])
    expect(list).toEqual([])
    expect(bool('maybe', true, report, 'b')).toBe(true)
    expect(list).toEqual([{ path: 'b', message: 'must be true or false; using true' }])
  })

  it('text is capped at 1,000,000 characters; numbers become text', () => {
    const [report, list] = collect()
    expect(str(12, '', report, 't')).toBe('12')
    expect(str('x'.repeat(1_000_001), '', report, 't')).toHaveLength(1_000_000)
    expect(str({}, 'd', report, 'o')).toBe('d')
    expect(list.map((e) => e.path)).toEqual(['t', 'o'])
  })

  it('oneOf keeps an allowed value and reports any other', () => {
    const [report, list] = collect()
    expect(oneOf('cover', ['custom', 'cover'], 'custom', report, 'm')).toBe('cover')
    expect(oneOf('huge', ['custom', 'cover'], 'custom', report, 'm')).toBe('custom')
    expect(list[0]?.message).toBe('must be one of custom|cover; using "custom"')
  })

  it('record gives a plain object or reports and gives {}', () => {
    const [report, list] = collect()
    const r = { a: 1 }
    expect(record(r, report, 'r')).toBe(r)
    expect(record(null, report, 'r')).toEqual({})
    expect(record([1], report, 'r')).toEqual({})
    expect(record('x', report, 'r')).toEqual({})
    expect(list).toHaveLength(2)
  })

  it('records keeps the objects of a list and reports the rest', () => {
    const [report, list] = collect()
    expect(records([{ a: 'go' }, 3, { a: 'stop' }], report, 'actions')).toEqual([
      { a: 'go' },
      { a: 'stop' },
    ])
    expect(list).toEqual([{ path: 'actions.1', message: 'must be an object; dropped' }])
  })

  it('Values may be numbers or strings with units: 0, "175%", "50px", "auto", "inherit", "(100%)", "{-50,50}"', () => {
    expect(
      [0, '175%', '50px', 'auto', 'inherit', '(100%)', '{-50,50}', '2em', ' 12 '].map(parseLength),
    ).toEqual([0, '175%', 50, 'auto', 'inherit', '(100%)', '{-50,50}', '2em', 12])
    expect([true, 'wide', {}, null].map((v) => parseLength(v as RawValue))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('markup is stripped from text, a lone "<" is kept', () => {
    expect(stripMarkup('<b>Sale</b> <a href="#">now</a>')).toBe('Sale now')
    expect(stripMarkup('1 < 2 <br/>x<script>y')).toBe('1 < 2 xy')
  })
})

describe('per-level values', () => {
  const five = [1, 2, 3, 4, 5] as const
  const n = (v: RawValue) => (typeof v === 'number' ? v : undefined)

  it('A slot holding "#a" means "not set here: inherit from the nearest set slot" (before it, else after it)', () => {
    const [report, list] = collect()
    expect(responsive(['#a', 10, '#a', 20, '#a'], five, n, report, 'w')).toEqual([
      10, 10, 10, 20, 20,
    ])
    expect(responsive(['#a', '#a', '', null, 7], five, n, report, 'w')).toEqual([7, 7, 7, 7, 7])
    expect(responsive(['#a', '#a', '#a', '#a', '#a'], five, n, report, 'w')).toEqual(five)
    expect(list).toEqual([])
  })

  it('A plain scalar means the same value at all five levels', () => {
    const [report] = collect()
    expect(responsive(9, five, n, report, 'w')).toEqual([9, 9, 9, 9, 9])
    expect(responsive(undefined, five, n, report, 'w')).toBe(five)
  })

  it('a bad slot is reported and takes the fallback slot; a short array inherits; a long one is cut and reported', () => {
    const [report, list] = collect()
    expect(responsive([1, 2, 3, 4, 5, 6], five, n, report, 'w')).toEqual([1, 2, 3, 4, 5])
    expect(responsive([1, 2, 3], five, n, report, 'short')).toEqual([1, 2, 3, 3, 3])
    expect(responsive([9, 'x', 9, 9, 9], five, n, report, 'w')).toEqual([9, 2, 9, 9, 9])
    expect(responsive('x', five, n, report, 'w')).toEqual(five)
    expect(list.map((e) => e.path)).toEqual(['w', 'w.1', 'w'])
  })

  it('perLevel reads with one fallback for all levels; firstSet reads one value from five', () => {
    const [report] = collect()
    expect(
      perLevel(true, (v) => (typeof v === 'boolean' ? v : undefined))(undefined, report, 'v'),
    ).toEqual([true, true, true, true, true])
    expect(firstSet(['', '#a', 20, 30, 40])).toBe(20)
    expect(firstSet(5)).toBe(5)
  })
})

describe('safe reading', () => {
  it('keys __proto__, constructor and prototype are never read (each reported); Object.prototype never changes', () => {
    const raw = JSON.parse(
      '{"slides":[{}],"settings":{"a":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"ok":1}}}',
    )
    const { model, report } = normaliseModule(raw)
    expect(report.map((e) => e.path)).toEqual(['settings.a.__proto__', 'settings.a.constructor'])
    expect(report[0]?.message).toBe('unsafe key; ignored')
    expect(Object.getPrototypeOf(model.settings)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('only own keys are read: a prototype chain in hand-made data is never trusted', () => {
    const [report, list] = collect()
    const raw = Object.create({ n: 7, s: 'evil' }) as RawRecord
    expect(shape(raw, { n: 5, s: '' }, report, 'r')).toEqual({ n: 5, s: '' })
    expect(list).toEqual([])
  })

  it('recursion is bounded: deep nesting and cycles are reported, not followed', () => {
    let deep: RawValue = []
    for (let i = 0; i < 10_000; i++) deep = [deep]
    const cyclic: Record<string, unknown> = { a: 1 }
    cyclic.self = cyclic
    let result: ReturnType<typeof normaliseModule> | undefined
    expect(() => {
      result = normaliseModule({ settings: { deep, cyclic }, slides: [{}] })
    }).not.toThrow()
    expect(result?.report.map((e) => e.message)).toEqual([
      'too deep or circular; ignored',
      'too deep or circular; ignored',
    ])
    expect(result?.report[1]?.path).toBe('settings.cyclic.self')
  })

  it('shared references cannot blow a small object up: each object is checked once', () => {
    let shared: unknown = 1
    for (let i = 0; i < 30; i++) shared = [shared, shared]
    const start = performance.now()
    const { report } = normaliseModule({ settings: { shared }, slides: [{}] })
    expect(performance.now() - start).toBeLessThan(1000)
    expect(report).toEqual([])
  })

  it('the input is never changed; values that are not JSON are reported where read', () => {
    const raw = Object.freeze({
      settings: Object.freeze({ title: () => 1, slideshow: Object.freeze({ length: Number.NaN }) }),
      slides: Object.freeze([Object.freeze({})]),
    })
    const { model, report } = normaliseModule(raw)
    expect(model.settings.title).toBe('')
    expect(model.settings.slideshow.length).toBe(9000)
    expect(report.map((e) => e.path)).toEqual(['settings.title', 'settings.slideshow.length'])
  })

  it('lists may be arrays or objects keyed by id', () => {
    const [report, list] = collect()
    expect(entries(['a', 'b'], report, 'l')).toEqual([
      ['0', 'a'],
      ['1', 'b'],
    ])
    expect(entries({ x: 1 }, report, 'l')).toEqual([['x', 1]])
    expect(entries('x', report, 'l')).toEqual([])
    // Exports write an empty list as '': "none", not a problem.
    expect(entries('', report, 'l')).toEqual([])
    expect(list).toHaveLength(1)
  })

  it('guard turns a throw into a report entry', () => {
    const [report, list] = collect()
    guard(
      () => {
        throw new Error('boom')
      },
      report,
      'p',
    )
    expect(list).toEqual([{ path: 'p', message: 'failed (boom); skipped' }])
  })
})

describe('shape', () => {
  it('reads a record by its schema: defaults by type, choice lists, nested records, readers and "|" spellings', () => {
    const [report, list] = collect()
    const schema = {
      n: 5,
      b: true,
      s: 'x',
      mode: ['a', 'b'],
      sub: { k: 0 },
      fn: (v: RawValue) => (v === undefined ? 'none' : 'some'),
      'stopOnHover|sOH': false,
    } as const
    expect(shape({}, schema, report, 'r')).toEqual({
      n: 5,
      b: true,
      s: 'x',
      mode: 'a',
      sub: { k: 0 },
      fn: 'none',
      stopOnHover: false,
    })
    expect(
      shape({ n: '7', mode: 'b', sub: { k: '2' }, fn: 1, sOH: 'true' }, schema, report, 'r'),
    ).toEqual({
      n: 7,
      b: true,
      s: 'x',
      mode: 'b',
      sub: { k: 2 },
      fn: 'some',
      stopOnHover: true,
    })
    expect(list).toEqual([])
    shape({ sOH: 'no', sub: 3 }, schema, report, 'r')
    expect(list.map((e) => e.path)).toEqual(['r.sub', 'r.sOH'])
  })

  it("a per-level field left out is its reader's one frozen value, read without the reader", () => {
    const [report, list] = collect()
    const parse = vi.fn(parseLength)
    const schema = { w: perLevel('auto', parse), h: perLevel('auto', parse) }
    const a = shape({}, schema, report, 'r')
    const b = shape({ h: 5 }, schema, report, 'r')
    expect(a.w).toBe(b.w)
    expect(Object.isFrozen(a.w)).toBe(true)
    expect(a.w).toEqual(['auto', 'auto', 'auto', 'auto', 'auto'])
    expect(b.h).toEqual([5, 5, 5, 5, 5])
    // Only the one value given was parsed.
    expect(parse).toHaveBeenCalledTimes(1)
    expect(list).toEqual([])
  })

  it('values given for a number, text or boolean default still go through their checks', () => {
    const [report, list] = collect()
    const schema = { n: 5, s: 'x', b: false } as const
    expect(shape({ n: 7, s: 'y', b: true }, schema, report, 'r')).toEqual({ n: 7, s: 'y', b: true })
    expect(shape({ n: '20px', b: 'on' }, schema, report, 'r')).toEqual({ n: 20, s: 'x', b: true })
    expect(list).toEqual([])
    const long = 'a'.repeat(1e6 + 1)
    const out = shape({ n: Number.NaN, s: long, b: 'maybe' }, schema, report, 'r')
    expect(out).toEqual({ n: 5, s: long.slice(0, 1e6), b: false })
    expect(list.map((e) => e.path)).toEqual(['r.n', 'r.s', 'r.b'])
  })

  it('of two spellings the first one given is read, and a report names the one read', () => {
    const [report, list] = collect()
    const schema = { 'gap|g|s': 1 }
    expect(shape({ s: 3, g: 2 }, schema, report, 'r')).toEqual({ gap: 2 })
    expect(shape({ s: 3 }, schema, report, 'r')).toEqual({ gap: 3 })
    shape({ s: 'wide' }, schema, report, 'r')
    expect(list.map((e) => e.path)).toEqual(['r.s'])
  })
})
