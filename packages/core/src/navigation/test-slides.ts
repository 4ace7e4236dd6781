import type { SlideModel } from '../types/model'

/** Minimal slide models for navigation and slideshow tests. */
export function makeSlides(
  count: number,
  patch: (
    i: number,
  ) => Partial<SlideModel['slideshow']> & { id?: string; deepLink?: string } = () => ({}),
): SlideModel[] {
  return Array.from({ length: count }, (_, index) => {
    const { id = `s${index}`, deepLink = '', ...slideshow } = patch(index)
    return {
      id,
      index,
      title: '',
      order: index,
      language: '',
      parentId: '',
      thumb: '',
      description: '',
      publish: { from: null, to: null, state: 'published' },
      slideshow: {
        stop: false,
        length: 9000,
        hideAfterLoops: 0,
        hideOnMobile: false,
        hideFromNav: false,
        ...slideshow,
      },
      loop: { use: false, repeat: -1, start: 0, end: 99999 },
      actions: [],
      attributes: { id: '', class: '', data: '' },
      params: [],
      accessibility: { label: '', role: '', live: '', hidden: false },
      deepLink,
      global: false,
      pos: 'front',
      rawLayers: [],
      raw: {},
    }
  })
}
