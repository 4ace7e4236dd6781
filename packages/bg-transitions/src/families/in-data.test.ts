// @vitest-environment node
import type { RawRecord, RawValue } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { familiesInData, familiesOfName } from './in-data'

/** A module whose slides' slidebg layers carry these `tl.in.bg` records. */
const data = (...bgs: RawValue[]): RawRecord => ({
  slides: Object.fromEntries(
    bgs.map((bg, i) => [
      i + 1,
      { id: i + 1, slide: {}, layers: { b: { subtype: 'slidebg', tl: { in: { bg } } } } },
    ]),
  ),
})
const names = (d: RawValue, transition?: string) => [...familiesInData(d, transition)].sort()

describe('which on-demand families a module needs (read before it is normalised)', () => {
  it('fades, slides, pushes, zooms and filters need none; a module with no data needs none', () => {
    expect(names(data({ all: [[], { tr: 'fade' }] }, { all: [[], { tr: 'pushleft' }] }))).toEqual(
      [],
    )
    expect(names(data({ all: [[], { tr: 'blurfade' }] }, undefined))).toEqual([])
    expect(names({ slides: { 1: { layers: [] } } })).toEqual([])
    expect(names('not a module')).toEqual([])
  })

  it('a grid preset or basic rows/columns above one needs the grid family; 3D presets or d3 effects the 3D one', () => {
    expect(names(data({ all: [[], { tr: 'grid10' }] }))).toEqual(['grid'])
    expect(names(data({ all: [[], { in: { row: 3 } }] }))).toEqual(['grid'])
    expect(names(data({ all: [[], { tr: 'cube' }] }))).toEqual(['d3'])
    expect(names(data({ all: [[], { d3: { f: 'fly' } }] }))).toEqual(['d3'])
    // 6.x compact form: the transition's name in `e`.
    expect(names(data({ ms: 800, e: 'incube' }))).toEqual(['d3'])
  })

  it('a random transition may pick any preset: both families', () => {
    expect(names(data({ all: [[], { tr: 'random' }] }))).toEqual(['d3', 'grid'])
    expect(names(data({ all: [[], { rnd: true }] }))).toEqual(['d3', 'grid'])
  })

  it('a slide background with a Ken Burns track (`tl.in.pan`) needs the motion chunk (its pan reader and runner) before the first paint, whatever its transition', () => {
    const panned = {
      slides: {
        1: {
          layers: { b: { subtype: 'slidebg', tl: { in: { pan: { all: [{}, { sX: 120 }] } } } } },
        },
      },
    }
    expect(names(panned)).toEqual(['motion'])
    expect(names(panned, 'cube')).toEqual(['d3', 'motion'])
  })

  it('the plugin’s `transition` option stands for every slide’s', () => {
    expect(names(data({ all: [[], { tr: 'grid10' }] }), 'cubevertical')).toEqual(['d3'])
    expect(familiesOfName('slidehorizontal')).toEqual([])
    expect(familiesOfName('boxes')).toEqual(['grid'])
    expect(familiesOfName('no-such-transition')).toEqual([])
  })
})
