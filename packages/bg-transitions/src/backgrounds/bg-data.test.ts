// @vitest-environment node
import type { Level, RawRecord, RawValue } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { describe, expect, it } from 'vitest'
import { amount, scalar } from '../plan/lengths'
import { rest } from '../plan/pose'
import type { Rng } from '../plan/rules'
import { backgroundCss } from './bg-css'
import { readBackground } from './bg-data'
import { readPan as readWith } from './pan'

/** The pan reader with the package's own length readers (what Ken Burns passes it). */
const readPan = (v: RawValue, rng: Rng, level?: Level) =>
  readWith(v, rng, { amount, scalar, rest, isRec }, level)

const layers = (bg: RawRecord, extra: RawRecord = {}): RawRecord => ({
  t: { id: 't', type: 'text' },
  b7: { id: 'b7', type: 'shape', subtype: 'slidebg', bg, ...extra },
})

describe('slide backgrounds (docs/behaviour.md §3 "image: src, pos, repeat, size, sizeVal"; the slidebg layer)', () => {
  it('reads colour, image (position, size cover/contain/custom, repeat) and video from the slidebg layer', () => {
    const d = readBackground(
      layers({
        color: '#123',
        image: { src: 'a.jpg', pos: 'left top', size: 'contain', repeat: 'repeat-x' },
        video: { src: 'v.mp4' },
      }),
      'slides.4',
    )
    expect(d).toMatchObject({
      colour: '#123',
      path: 'slides.4.layers.b7',
      layerId: 'b7',
      video: { src: 'v.mp4' },
    })
    expect(d.image).toEqual({
      src: 'a.jpg',
      position: 'left top',
      size: 'contain',
      repeat: 'repeat-x',
    })
    expect(
      readBackground(layers({ image: { src: 'b.png', size: 'custom', sizeVal: '50% auto' } }), 's')
        .image?.size,
    ).toBe('50% auto')
    expect(readBackground(layers({ image: 'c.webp' }), 's').image).toEqual({
      src: 'c.webp',
      position: 'center center',
      size: 'cover',
      repeat: 'no-repeat',
    })
  })

  it('the background answers to its slidebg layer id (its id, else its key)', () => {
    expect(readBackground({ 3: { id: 1, subtype: 'slidebg' } }, 's').layerId).toBe('1')
    expect(readBackground({ bg: { subtype: 'slidebg' } }, 's').layerId).toBe('bg')
  })

  it('a slide with no slidebg layer, or layers as [], has no image and no colour', () => {
    expect(readBackground([], 'slides.1')).toEqual({
      colour: null,
      path: 'slides.1.layers.slidebg',
    })
  })

  it('draws the overlay pattern over the image over a gradient; a plain colour is the background colour', () => {
    const css = backgroundCss(
      'linear-gradient(red,blue)',
      { src: 'a.jpg', position: 'center', size: 'cover', repeat: 'no-repeat' },
      2,
    )
    expect(css).toMatch(
      /background-image:radial-gradient\(.*\),url\("a.jpg"\),linear-gradient\(red,blue\)/,
    )
    expect(css).toContain('background-color:transparent')
    expect(backgroundCss('#f00', undefined, 0)).toBe('background-color:#f00')
  })
})

describe('Ken Burns (the pan track)', () => {
  it('reads the first and last pan keyframes: scale, offset and rotation', () => {
    const p = readPan(
      {
        all: [
          { sX: 1, sY: 1 },
          { sX: 1.2, sY: '120%', x: '-5%', rZ: 3, e: 'sine.inOut' },
        ],
      },
      Math.random,
    )
    expect(p?.from).toMatchObject({ scaleX: 1, scaleY: 1, rotation: 0 })
    expect(p?.to).toMatchObject({
      scaleX: 1.2,
      scaleY: 1.2,
      x: { value: -5, unit: '%' },
      rotation: 3,
    })
    expect(p?.ease).toBe('sine.inOut')
    expect(readPan({ all: [{ s: 1 }] }, Math.random)).toBeUndefined()
    expect(readPan('nope', Math.random)).toBeUndefined()
  })

  it('reads export scales as percent ("115" is 1.15), both axes from one, per level, with blur', () => {
    const p = readPan(
      {
        all: [
          { t: 0, sX: '100', sY: '100', x: 0, y: 0, blur: 0 },
          { t: 0, sX: ['115', '#a', '#a', '130', '#a'], blur: '4', e: 'power1.inOut' },
        ],
      },
      Math.random,
      3,
    )
    expect(p?.from).toMatchObject({ scaleX: 1, scaleY: 1 })
    expect(p?.to).toMatchObject({ scaleX: 1.3, scaleY: 1.3, filter: { blur: 4 } })
    expect(readPan({ all: [{ sX: '100' }, { sX: 115 }] }, Math.random)?.to).toMatchObject({
      scaleX: 1.15,
      scaleY: 1.15,
    })
    expect(readPan({ all: [{ sY: 1 }, { sY: 1.5 }] }, Math.random)?.to.scaleX).toBe(1.5)
  })

  it('reads the whole-word keyframe names too: scale, scaleX, scaleY, rotationZ, ease', () => {
    const p = readPan(
      [{ scale: 1 }, { scaleX: 1.5, scaleY: 1.25, rotationZ: -4, ease: 'power1.out' }],
      Math.random,
    )
    expect(p?.from).toMatchObject({ scaleX: 1, scaleY: 1 })
    expect(p?.to).toMatchObject({ scaleX: 1.5, scaleY: 1.25, rotation: -4 })
    expect(p?.ease).toBe('power1.out')
  })
})
