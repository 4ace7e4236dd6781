import { describe, expect, it } from 'vitest'
import type { RawRecord } from '../types/model'
import { firstSlideInData } from './first-slide-in-data'
import { readModule } from './normalise-module'

const entry = (id: string, slide: RawRecord = {}): RawRecord => ({ id, slide, layers: {} })

describe('firstSlideInData: the slide a module shows first, from its raw data', () => {
  it('is the reader’s first slide: lowest order, place where none, global and unpublished aside', () => {
    const data = {
      slides: {
        a: entry('a', { order: 3 }),
        g: entry('g', { order: 0, global: true }),
        u: entry('u', { order: 1, publish: { state: 'unpublished' } }),
        b: entry('b', { order: 2 }),
        c: entry('c'),
      },
    }
    expect(firstSlideInData(data)?.id).toBe('b')
    // The same slide the module's read puts first.
    expect(readModule(data).model.slides[0]?.id).toBe('b')
    expect(firstSlideInData({ slides: [entry('x'), entry('y')] })?.id).toBe('x')
  })

  it('is none when the slideshow shuffles or names its first slide', () => {
    const slides = { a: entry('a'), b: entry('b') }
    expect(firstSlideInData({ settings: { slideshow: { shuffle: 'true' } }, slides })).toBe(
      undefined,
    )
    expect(firstSlideInData({ settings: { slideshow: { firstSlide: 2 } }, slides })).toBe(undefined)
    expect(firstSlideInData({ settings: { slideshow: { firstSlide: 'auto' } }, slides })?.id).toBe(
      'a',
    )
  })

  it('is none for data without slides, and passes over a slide whose read throws', () => {
    for (const data of [null, 'x', {}, { slides: 'x' }, { slides: [null, 3] }])
      expect(firstSlideInData(data)).toBeUndefined()
    const bad = {}
    Object.defineProperty(bad, 'slide', {
      enumerable: true,
      get() {
        throw new Error('no')
      },
    })
    expect(firstSlideInData({ slides: [bad, entry('ok', { order: 5 })] })?.id).toBe('ok')
    const hostile = {}
    Object.defineProperty(hostile, 'slides', {
      get() {
        throw new Error('no')
      },
    })
    expect(firstSlideInData(hostile)).toBeUndefined()
  })
})
