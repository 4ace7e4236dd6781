// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { walkRecords } from './walk-records'

describe('walkRecords: every record of raw data once, for a plugin deciding what to load', () => {
  it('visits records inside records and arrays, each once even when shared or cyclic', () => {
    const shared = { id: 's' }
    const data: Record<string, unknown> = { id: 'root', a: [{ id: 'x' }, shared], b: shared }
    data.self = data
    const ids: unknown[] = []
    walkRecords(data, (r) => void ids.push(r.id))
    expect(ids).toEqual(['root', 'x', 's'])
  })

  it('stops when the visitor says so, and skips nesting deeper than maxDepth', () => {
    const ids: unknown[] = []
    walkRecords([{ id: 1 }, { id: 2 }, { id: 3 }], (r) => {
      ids.push(r.id)
      return r.id === 2
    })
    expect(ids).toEqual([1, 2])
    const deep = { id: 0, c: { id: 1, c: { id: 2, c: { id: 3 } } } }
    const seen: unknown[] = []
    walkRecords(deep, (r) => void seen.push(r.id), 2)
    expect(seen).toEqual([0, 1, 2])
  })

  it('does not enter timelines (tl): they hold no slide, layer or action record', () => {
    const ids: unknown[] = []
    const layer = {
      id: 'l',
      tl: { in: { content: { all: [{ id: 'kf', o: 0 }] } } },
      pos: { id: 'p' },
    }
    walkRecords({ id: 'root', layers: [layer] }, (r) => void ids.push(r.id))
    expect(ids).toEqual(['root', 'l', 'p'])
  })

  it('takes anything: primitives, null and undefined visit nothing', () => {
    for (const v of [undefined, null, 3, 'text']) walkRecords(v, () => expect.fail('visited'))
  })
})
