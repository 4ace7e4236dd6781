// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { scan } from './safe'

const reports = (v: unknown) => {
  const out: string[] = []
  scan(v, (path, message) => void out.push(`${path}: ${message}`), 'slides.1.layers.a')
  return out
}

describe('scan: unsafe keys, cycles and deep nesting in untrusted data, named by path', () => {
  it('reports nothing for clean data, shared references included', () => {
    const shared = { x: [40, '#a', '#a', '#a', '#a'] }
    expect(
      reports({ pos: shared, size: shared, tl: { in: { content: { all: [{ o: 0 }] } } } }),
    ).toEqual([])
  })

  it('names each problem at its path, the rest of the data still walked', () => {
    const cyclic: Record<string, unknown> = { o: 1 }
    cyclic.self = cyclic
    const data = JSON.parse(
      '{"tl":{"in":{"content":{"all":[{"__proto__":{"x":1}}]}}},"pos":{"constructor":2}}',
    )
    data.frame = cyclic
    expect(reports(data)).toEqual([
      'slides.1.layers.a.tl.in.content.all.0.__proto__: unsafe key; ignored',
      'slides.1.layers.a.pos.constructor: unsafe key; ignored',
      'slides.1.layers.a.frame.self: too deep or circular; ignored',
    ])
  })

  it('skips lists of numbers and text, and still enters a list holding an object', () => {
    const looped: unknown[] = [1, '#a']
    looped.push({ back: looped })
    const data = { pos: { x: [40, '#a', null] }, tl: [{ all: [{ constructor: 1 }] }], loop: looped }
    expect(reports(data)).toEqual([
      'slides.1.layers.a.tl.0.all.0.constructor: unsafe key; ignored',
      'slides.1.layers.a.loop.2.back: too deep or circular; ignored',
    ])
  })

  it('reports nesting past 32 levels once, where it goes too deep', () => {
    const deep: Record<string, unknown> = {}
    let at = deep
    for (let i = 0; i < 40; i++) at = at.n = {}
    const found = reports(deep)
    expect(found).toHaveLength(1)
    expect(found[0]).toBe(`slides.1.layers.a${'.n'.repeat(32)}: too deep or circular; ignored`)
  })
})
