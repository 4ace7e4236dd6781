import type { RawRecord } from '@strata/core'
import { describe, expect, it } from 'vitest'
import { buildPreparedShell } from './prepared-shell'
import { buildShell } from './shell'
import { preparedOf, testModule } from './test-support/browser'

const withLayers = (settings: RawRecord = {}): RawRecord => ({
  id: 'm',
  settings: { title: 'Shop & co', ...settings },
  slides: {
    '7': {
      id: 7,
      slide: { title: 'First & best', order: 1 },
      layers: {
        a: { id: 'a', type: 'image', content: { src: 'layer.jpg' }, order: 1 },
        b: { id: 'b', type: 'text', content: { text: 'Big <i>sale</i>&nbsp;now' }, order: 3 },
        c: { id: 'c', type: 'shape', subtype: 'slidebg', bg: { image: { src: 'bg.jpg' } } },
        d: { id: 'd', type: 'text', subtype: 'button', content: { text: 'Buy' }, order: 4 },
      },
    },
    '8': { id: 8, slide: { title: 'Second', order: 2 }, layers: [] },
  },
})

describe('buildPreparedShell (server markup of a prepared module)', () => {
  it.each([
    ['three text slides', testModule('s')],
    ['a background image, an image layer, text and a button', withLayers()],
    ['slideshow.firstSlide 2', withLayers({ slideshow: { firstSlide: 2 } })],
    ['a shuffled module (the box only)', withLayers({ slideshow: { shuffle: true } })],
  ])('gives the shell buildShell gives for the raw data: %s', (_, raw) => {
    const shell = buildPreparedShell(preparedOf(raw), '.b')
    expect(shell).not.toBeNull()
    expect(shell).toEqual(buildShell(raw, '.b'))
  })

  it('leaves out slides outside their publish dates, on the clock it runs on', () => {
    const raw = withLayers()
    const slides = raw.slides as Record<string, RawRecord>
    ;(slides['7'] as RawRecord).slide = { title: 'Gone', order: 1, publish: { to: '2001-01-01' } }
    expect(buildPreparedShell(preparedOf(raw), '.b')?.html).toContain('Second')
  })

  it('has nothing to render for raw data, a URL, a REST reference or another format version', () => {
    expect(buildPreparedShell(testModule('s'), '.b')).toBeNull()
    expect(buildPreparedShell('hero.prepared.json', '.b')).toBeNull()
    expect(buildPreparedShell({ alias: 'home' }, '.b')).toBeNull()
    expect(buildPreparedShell({ ...preparedOf(testModule('s')), version: 99 }, '.b')).toBeNull()
  })

  it('renders nothing, and does not throw, for a prepared module whose model is broken', () => {
    const good = preparedOf(testModule('s'))
    for (const model of [null, 'x', { settings: {} }, { settings: {}, slides: [1] }])
      expect(buildPreparedShell({ ...good, model }, '.b')).toBeNull()
  })
})
