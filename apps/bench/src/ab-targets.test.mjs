import { describe, expect, it } from 'vitest'
import { abTarget } from './ab-targets.mjs'

describe('abTarget: what an `ab compare` label loads', () => {
  it.each([
    ['head', 'strata', { build: 'head', page: 'strata' }],
    ['head:strata-static', 'strata', { build: 'head', page: 'strata-static' }],
    ['head:swiper', 'strata', { build: 'head', page: 'swiper' }],
    ['head:', 'strata', { build: 'head', page: 'strata' }],
  ])('%s with page %s', (label, page, target) => {
    expect(abTarget(label, page)).toEqual(target)
  })
})
