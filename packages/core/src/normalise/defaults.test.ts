// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sparseExport } from './fixtures/sparse-export'
import { layerBase } from './normalise-layers'
import { normaliseModule } from './normalise-module'

/** Every default the normaliser owns (docs/behaviour.md §3/§9, model.ts JSDoc). */
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
    stopOnHover: true,
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
  loop: { use: false, repeat: -1, start: 0, end: 99999 },
  slideshow: {
    stop: false,
    length: 9000,
    hideAfterLoops: 0,
    hideOnMobile: false,
    hideFromNav: false,
  },
  accessibility: { label: '', role: '', live: '', hidden: false },
  attributes: { id: '', class: '', data: '' },
  actions: [],
  global: false,
  pos: 'front',
}

const five = <T>(v: T) => [v, v, v, v, v]
const LAYER = {
  tag: 'div',
  parentId: null,
  relativeTo: 'grid',
  zIndex: 5,
  display: 'block',
  visible: five(true),
  size: {
    height: five('auto'),
    maxWidth: five('none'),
    maxHeight: five('none'),
    minHeight: five('none'),
    coverMode: 'custom',
  },
  position: {
    x: five(0),
    horizontal: five('left'),
    mode: 'absolute',
    float: five('none'),
    clear: five('none'),
  },
  content: { src: '', poster: '' },
  attributes: { id: '', class: '', innerClass: '', wrapClass: '', wrapId: '' },
  accessibility: { hidden: false, label: '', role: '', haspopup: '', labelledby: '' },
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
      slideshow: { length: 5000 },
    })
    expect(second).toMatchObject({
      ...SLIDE,
      id: '21',
      order: 2,
      deepLink: 'second',
      thumb: 'thumbs/21.jpg',
    })
    expect(second?.params).toEqual([{ value: 'Sale', limit: 4 }])
    const [group, button, text, bg] = layers?.[0] ?? []
    expect(text).toMatchObject({ ...LAYER, type: 'text', order: 3, content: { text: 'Hello' } })
    expect(group).toMatchObject({
      type: 'group',
      zIndex: 6,
      size: { width: ['60%', '60%', '60%', '50%', '50%'] },
    })
    expect(group?.position.vertical).toEqual(five('middle'))
    expect(button).toMatchObject({
      ...LAYER,
      type: 'button',
      tag: 'a',
      parentId: '0',
      visible: [true, true, false, false, false],
    })
    expect(bg).toMatchObject({
      type: 'shape',
      subtype: 'slidebg',
      zIndex: 0,
      size: { coverMode: 'cover' },
    })
  })
})
