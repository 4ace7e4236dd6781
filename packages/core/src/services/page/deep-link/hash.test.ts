// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normaliseModule } from '../../../normalise/normalise-module'
import { hashToIndex, readHash, slideHashName } from './hash'

const slides = normaliseModule({
  slides: {
    a: { slide: { order: 1, attr: { deepLink: 'intro' } } },
    b: { slide: { order: 2 } },
    c: { slide: { order: 3, deepLink: 'Pricing' } },
  },
}).model.slides

describe('deep-link hash', () => {
  it('the page hash selects a slide by the form slideN (1-based position)', () => {
    expect(hashToIndex('#slide1', slides)).toBe(0)
    expect(hashToIndex('#slide3', slides)).toBe(2)
  })

  it('the page hash selects a slide by its deep-link name (any case, percent-decoded)', () => {
    expect(hashToIndex('#intro', slides)).toBe(0)
    expect(hashToIndex('#pricing', slides)).toBe(2)
    expect(hashToIndex('#%50ricing', slides)).toBe(2)
  })

  it('it is accepted only for a valid position', () => {
    const bad = ['#slide0', '#slide4', '#slide-1', '#slide99999999', '#', '', '#nope', '#%E0%A4%A']
    for (const hash of bad) expect(hashToIndex(hash, slides), hash).toBeNull()
  })

  it('readHash drops the # and survives malformed escapes', () => {
    expect(readHash('#a%20b')).toBe('a b')
    expect(readHash('%zz')).toBe('')
  })

  it('showing a slide writes its deep-link name, or slideN when it has none', () => {
    expect(slideHashName(slides[0], 0)).toBe('intro')
    expect(slideHashName(slides[1], 1)).toBe('slide2')
  })
})
