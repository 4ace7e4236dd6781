import { describe, expect, it } from 'vitest'
import { allocationSites, linePartsOf } from './allocations.mjs'

const node = (functionName, url, lineNumber, selfSize, children = []) => ({
  callFrame: { functionName, url, lineNumber },
  selfSize,
  children,
})

describe('allocationSites: bytes allocated by site, from a sampling heap profile', () => {
  it("counts a built-in under the page function that called it, V8's own entries by name", () => {
    const profile = {
      head: node('(root)', '', -1, 0, [
        node('(V8 API)', '', -1, 300),
        node('change', 'http://x/page.js', 10, 100, [
          node('linearEasing', 'http://x/page.js', 855, 50, [node('join', '', -1, 400)]),
          // A built-in called by a built-in still belongs to the page function above both.
          node('map', '', -1, 0, [node('join', '', -1, 25)]),
        ]),
        node('', 'http://x/page.js', 3, 20),
      ]),
    }
    const { total, sites } = allocationSites(profile)
    expect(total).toBe(300 + 100 + 50 + 400 + 25 + 20)
    expect(sites).toEqual([
      { site: 'join < linearEasing:855', bytes: 400 },
      { site: '(V8 API)', bytes: 300 },
      { site: 'change:10', bytes: 100 },
      { site: 'linearEasing:855', bytes: 50 },
      { site: 'join < change:10', bytes: 25 },
      { site: '(anon):3', bytes: 20 },
    ])
  })

  it('is empty for a profile that sampled nothing', () => {
    expect(allocationSites({ head: node('(root)', '', -1, 0) })).toEqual({
      total: 0,
      sites: [],
      parts: [],
    })
  })

  it("splits the bytes by part of the page file, a built-in's under its caller's part", () => {
    // esbuild's unminified output names each input file in a `// path` line before its code.
    const source = [
      '// ../../packages/core/src/a.ts', // line 0
      'function change() {}', // line 1
      '// ../../packages/layers-text/src/b.ts', // line 2
      'function play() {}', // line 3
      '// src/page-kit/frames.ts', // line 4
      'function tick() {}', // line 5
    ].join('\n')
    const partOf = linePartsOf('/page.js', source)
    const profile = {
      head: node('(root)', '', -1, 0, [
        node('(V8 API)', '', -1, 300),
        node('change', 'http://x/page.js', 1, 100, [node('join', '', -1, 40)]),
        node('play', 'http://x/page.js', 3, 70),
        node('tick', 'http://x/page.js', 5, 10),
        node('other', 'http://x/other.js', 1, 5),
      ]),
    }
    const { total, parts } = allocationSites(profile, partOf)
    expect(total).toBe(300 + 100 + 40 + 70 + 10 + 5)
    expect(parts).toEqual([
      { part: 'core', bytes: 140 },
      { part: 'layers-text', bytes: 70 },
      { part: 'page', bytes: 10 },
      // A chunk loaded on demand is a part of its own.
      { part: 'other.js', bytes: 5 },
    ])
  })
})
