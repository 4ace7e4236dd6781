// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { pluginsFor } from './needs'

describe('pluginsFor: the plugins a module’s data needs', () => {
  it('a plain slider gets layers-text, bg-transitions and actions only', () => {
    expect(pluginsFor({ settings: {}, slides: { 1: { layers: [] } } })).toEqual([
      'layers-text',
      'bg-transitions',
      'actions',
    ])
  })

  it('a carousel with bullets and an image layer adds carousel, nav and layers-media', () => {
    const names = pluginsFor({
      settings: { type: 'carousel', nav: { bullets: { set: true } } },
      slides: { 1: { layers: { 4: { type: 'image' } } } },
    })
    expect(names).toEqual(expect.arrayContaining(['carousel', 'nav', 'layers-media']))
  })

  it('the deep-link flag (a boolean or "true"), fonts, parallax and a feed add theirs', () => {
    const names = pluginsFor({
      settings: {
        browser: { useURLDeeplink: 'true' },
        fonts: [],
        mod: {},
        modal: {},
        source: { type: 'flickr' },
      },
    })
    expect(names).toEqual(expect.arrayContaining(['deep-link', 'fonts', 'parallax', 'streams']))
  })

  it('modal settings never make a module a pop-up: that is the page’s choice', () => {
    expect(pluginsFor({ settings: { modal: { bg: '#000' } } })).not.toContain('modal')
  })

  it('reads malformed data without throwing', () => {
    expect(pluginsFor({ settings: 'x', slides: [null, 3, { layers: 'no' }] })).toContain(
      'layers-text',
    )
  })
})
