import { describe, expect, it } from 'vitest'
import { requestLines } from './requests.mjs'

describe('requestLines: a load’s requests as trace prints them', () => {
  it('lists each request by the time it went out, with when it arrived and its file', () => {
    const lines = requestLines([
      { name: 'http://127.0.0.1:1/strata-real/d3-AB12.js', start: 95.4, end: 115.6 },
      { name: 'http://127.0.0.1:1/strata-real/page.js', start: 22, end: 45.2 },
      { name: 'http://127.0.0.1:1/strata-real/gsap-CD34.js?v=1', start: 71, end: 79 },
    ])
    expect(lines).toEqual([
      '    22 →   45  page.js',
      '    71 →   79  gsap-CD34.js',
      '    95 →  116  d3-AB12.js',
    ])
  })

  it('prints nothing for a load that asked for nothing more', () => {
    expect(requestLines([])).toEqual([])
  })
})
