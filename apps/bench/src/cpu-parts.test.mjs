import { describe, expect, it } from 'vitest'
import { cpuByPart, cpuPartLines, NO_CALLER, sampleTimes } from './cpu-parts.mjs'

const frame = (functionName, url = '', lineNumber = -1) => ({ functionName, url, lineNumber })
/** Parts by line of page.js: lines under 10 core, under 20 layers-text, the rest the page. */
const partOf = (url, line) =>
  url.endsWith('/page.js') ? (line < 10 ? 'core' : line < 20 ? 'layers-text' : 'page') : 'gsap.js'

// root > idle, program, GC, change (core) > [setAttribute, play (layers-text) > animate],
// tick (page) > requestAnimationFrame, render (gsap.js)
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 9, 11] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('(program)') },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('change', 'http://x/page.js', 3), children: [6, 7] },
    { id: 6, callFrame: frame('setAttribute') },
    { id: 7, callFrame: frame('play', 'http://x/page.js', 12), children: [8] },
    { id: 8, callFrame: frame('animate') },
    { id: 9, callFrame: frame('tick', 'http://x/page.js', 25), children: [10] },
    { id: 10, callFrame: frame('requestAnimationFrame') },
    { id: 11, callFrame: frame('render', 'http://x/gsap.js', 1) },
  ],
  // Each sample's time is the delta after it (µs); the last sample has none.
  samples: [2, 5, 6, 7, 8, 10, 9, 4, 3, 11, 2],
  timeDeltas: [0, 5000, 1000, 500, 2000, 700, 3000, 100, 400, 250, 600],
}

describe('cpuByPart: a CPU profile by part', () => {
  it("counts a browser call under its caller's part, the collector by name, idle and (program) nowhere", () => {
    const { total, parts } = cpuByPart(profile, partOf)
    expect(parts).toEqual(
      [
        { part: 'page', ms: 3.1, browser: 3 },
        { part: 'layers-text', ms: 2.7, browser: 0.7 },
        { part: 'core', ms: 1.5, browser: 0.5 },
        { part: '(garbage collector)', ms: 0.4, browser: 0 },
        { part: 'gsap.js', ms: 0.6, browser: 0 },
      ].sort((a, b) => b.ms - a.ms),
    )
    expect(total).toBeCloseTo(3.1 + 2.7 + 1.5 + 0.4 + 0.6, 9)
  })

  it('names a browser call with no page code above it', () => {
    const orphan = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('') },
      ],
      samples: [2, 1],
      timeDeltas: [0, 800],
    }
    expect(cpuByPart(orphan, partOf).parts).toEqual([{ part: NO_CALLER, ms: 0.8, browser: 0.8 }])
  })

  it('is empty for a profile that sampled only idle time', () => {
    const idle = { nodes: profile.nodes.slice(0, 2), samples: [2, 2], timeDeltas: [0, 900] }
    expect(cpuByPart(idle, partOf)).toEqual({ total: 0, parts: [] })
  })

  it('prints one line a part, with its browser calls when there are any', () => {
    expect(cpuPartLines(cpuByPart(profile, partOf))).toEqual([
      '     3.1 ms  page (of it browser calls 3.0)',
      '     2.7 ms  layers-text (of it browser calls 0.7)',
      '     1.5 ms  core (of it browser calls 0.5)',
      '     0.6 ms  gsap.js',
      '     0.4 ms  (garbage collector)',
    ])
  })
})

describe('sampleTimes', () => {
  it('gives each sample the delta after it, as DevTools does, and the last none', () => {
    // The first delta is the time before the first sample: no sample's.
    const profile = { samples: [2, 4, 2, 3], timeDeltas: [9000, 1000, 500, 2000] }
    expect(sampleTimes(profile)).toEqual([
      [2, 1],
      [4, 0.5],
      [2, 2],
      [3, 0],
    ])
  })
})
