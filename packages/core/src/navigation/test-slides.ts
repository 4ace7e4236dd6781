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
      slideshow: { stop: false, len: 9000, hal: 0, hom: false, hfn: false, ...slideshow },
      loop: { u: false, r: -1, s: 0, e: 99999 },
      actions: [],
      attr: { id: '', class: '', data: '' },
      params: [],
      acc: { label: '', role: '', live: '', hidden: false },
      deepLink,
      global: false,
      pos: 'front',
      rawLayers: [],
      raw: {},
    }
  })
}
