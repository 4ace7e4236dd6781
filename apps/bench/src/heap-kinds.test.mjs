import { describe, expect, it } from 'vitest'
import { heapKinds, KINDS, kindGrowth, kindOf } from './heap-kinds.mjs'

describe('heapKinds: a heap snapshot summed by kind', () => {
  it("names V8's and Blink's nodes by what they hold", () => {
    expect(kindOf('code', 'system / InstructionStream')).toBe('machine code')
    expect(kindOf('code', 'system / BytecodeArray')).toBe('bytecode')
    expect(kindOf('code', 'system / FeedbackVector')).toBe('code metadata')
    expect(kindOf('native', 'system / ExternalStringData')).toBe('script source')
    expect(kindOf('native', 'system / DoubleStringCache')).toBe("V8's number-to-text cache")
    expect(kindOf('native', 'blink::StyleRule')).toBe('DOM and styles (Blink)')
    expect(kindOf('concatenated string', '')).toBe('strings')
    expect(kindOf('object shape', 'system / Map')).toBe('hidden classes')
    expect(kindOf('native', 'system / PropertyCell')).toBe('other')
  })

  it('sums self sizes from the snapshot format (flat node fields, types and names by index)', () => {
    const snap = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['object', 'code', 'string', 'native']],
        },
      },
      strings: ['Object', 'system / InstructionStream', 'hello', 'system / BytecodeArray'],
      // type, name, id, self_size, edge_count
      nodes: [0, 0, 1, 40, 0, 1, 1, 2, 1000, 0, 2, 2, 3, 24, 0, 1, 3, 4, 300, 0, 1, 1, 5, 500, 0],
    }
    const kinds = heapKinds(snap)
    expect([...kinds.keys()]).toEqual(KINDS)
    expect(kinds.get('machine code')).toBe(1500)
    expect(kinds.get('bytecode')).toBe(300)
    expect(kinds.get('objects')).toBe(40)
    expect(kinds.get('strings')).toBe(24)
    expect(kinds.get('other')).toBe(0)
  })

  it("counts the small integers' text cache, an unnamed array, by the root edge that holds it", () => {
    const snap = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['synthetic', 'array', 'native']],
          edge_fields: ['type', 'name_or_index', 'to_node'],
        },
      },
      strings: [
        '(Strong root list)',
        '',
        'smi_string_cache',
        'other_table',
        'system / DoubleStringCache',
      ],
      // The root list (2 edges), the integers' cache, another unnamed array, the fractions' cache.
      nodes: [0, 0, 1, 16, 2, 1, 1, 2, 65544, 0, 1, 1, 3, 4116, 0, 2, 4, 4, 49152, 0],
      // type, name_or_index, to_node (a node's index times the node fields' count)
      edges: [0, 2, 5, 0, 3, 10],
    }
    const kinds = heapKinds(snap)
    expect(kinds.get("V8's number-to-text cache")).toBe(65544 + 49152)
    expect(kinds.get('arrays')).toBe(4116)
  })
})

describe('kindGrowth: what moved between two sums by kind', () => {
  it('lists the kinds that moved by at least the given bytes, largest change first', () => {
    const before = new Map([
      ['machine code', 10_000],
      ['objects', 5_000],
      ['strings', 2_000],
    ])
    const after = new Map([
      ['machine code', 60_000],
      ['objects', 5_500],
      ['strings', 0],
      ['closures', 3_000],
    ])
    expect(kindGrowth(before, after)).toEqual([
      ['machine code', 50_000],
      ['closures', 3_000],
      ['strings', -2_000],
    ])
    expect(kindGrowth(before, after, 100)).toContainEqual(['objects', 500])
    expect(kindGrowth(before, before)).toEqual([])
  })
})
