import { describe, expect, it } from 'vitest'
import { sparseExport } from './fixtures/sparse-export'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

/** Every default the normaliser owns (SPEC.md §3/§9, model.ts JSDoc). */
const SETTINGS = {
  title: '',
  alias: '',
  type: 'slider',
  size: {
    width: [1600, 1240, 1024, 778, 480],
    height: [900, 698, 640, 438, 320],
    minHeight: 0,
    maxHeight: 0,
    fullWidth: true,
    fullHeight: false,
    upscaling: false,
    respectRatio: true,
    padding: [0, 0, 0, 0],
    margins: [0, 0, 0, 0],
  },
  slideshow: {
    auto: true,
    loop: -1,
    stopAt: -1,
    shuffle: false,
    initDelay: 0,
    firstSlide: 'auto',
    stopOnHover: false,
    length: 9000,
    navDelay: 1000,
  },
  general: { dpr: 'auto', perspective: 600, perspectiveType: 'global', disableOnMobile: false },
  browser: { freezeOnBlur: true, useURLDeeplink: false },
  bg: { color: 'transparent', image: '', overlay: '' },
  fallback: { image: '', type: 'off' },
  source: { type: 'gallery' },
  codes: { css: '', js: '' },
}

const SLIDE = {
  publish: { from: null, to: null, state: 'published' },
  loop: { u: false, r: -1, s: 0, e: 99999 },
  slideshow: { stop: false, len: 9000, hal: 0, hom: false, hfn: false },
  acc: { label: '', role: '', live: '', hidden: false },
  attr: { id: '', class: '', data: '' },
  actions: [],
  global: false,
  pos: 'front',
}

const five = <T>(v: T) => [v, v, v, v, v]
const LAYER = {
  tag: 'div',
  pid: null,
  rTo: 'slide',
  zIndex: 5,
  display: 'block',
  vis: five(true),
  size: {
    h: five('auto'),
    maxW: five('none'),
    maxH: five('none'),
    minH: five('none'),
    cMode: 'custom',
  },
  pos: { x: five(0), h: five('left'), pos: 'absolute', float: five('none'), clear: five('none') },
  content: { src: '', poster: '' },
  attr: { id: '', class: '', iClass: '', wrapClass: '', wrapId: '' },
  acc: { hidden: false, label: '', role: '', haspopup: '', labelledby: '' },
  actions: [],
}

describe('defaults', () => {
  it('Exported data is sparse: every default is present on a module normalised from {}', () => {
    const { model } = normaliseModule({})
    expect(model).toEqual({
      id: '',
      settings: SETTINGS,
      slides: [],
      globalSlides: [],
      hidden: [],
      addOns: {},
    })
  })

  it('every default is present on a sparse real-shaped export ("#a" slots, numbers as strings, "true"), with no report', () => {
    const { model, report, layers } = normaliseModule(sparseExport(), {
      eagerLayers: true,
      parts: [layerBase],
    })
    expect(report).toEqual([])
    expect(model.id).toBe('7')
    expect(model.settings).toEqual({
      ...SETTINGS,
      title: 'Spring sale',
      alias: 'spring-sale',
      size: {
        ...SETTINGS.size,
        width: [1600, 1600, 1024, 778, 480],
        // The export has no `height`, only `cachedHeight`: its heights, not the 16:9 defaults.
        height: [900, 900, 768, 960, 720],
      },
    })
    const [first, second] = model.slides
    expect(first).toMatchObject({
      ...SLIDE,
      id: '20',
      title: 'First',
      order: 1,
      slideshow: { len: 5000 },
    })
    expect(second).toMatchObject({
      ...SLIDE,
      id: '21',
      order: 2,
      deepLink: 'second',
      thumb: 'thumbs/21.jpg',
    })
    expect(second?.params).toEqual([{ v: 'Sale', l: 4 }])
    const [group, button, text, bg] = layers?.[0] ?? []
    expect(text).toMatchObject({ ...LAYER, type: 'text', order: 3, content: { text: 'Hello' } })
    expect(group).toMatchObject({
      type: 'group',
      zIndex: 6,
      size: { w: ['60%', '60%', '60%', '50%', '50%'] },
    })
    expect(group?.pos.v).toEqual(five('middle'))
    expect(button).toMatchObject({
      ...LAYER,
      type: 'button',
      tag: 'a',
      pid: '0',
      vis: [true, true, false, false, false],
    })
    expect(bg).toMatchObject({
      type: 'shape',
      subtype: 'slidebg',
      zIndex: 0,
      size: { cMode: 'cover' },
    })
  })
})
