import type { SlideModel } from '@strata/core'
import type { CarouselSettings } from '../types'

/**
 * docs/behaviour.md §3 showAllLayers: false plays only the focused slide's layers; 'all' plays every built
 * slide's at once; 'individual' plays a slide's layers once it comes into view, and keeps them.
 * `attr`: the `LAYERS_ATTR` it sets, from the plugin (./host.ts). `slides`: the module's list,
 * which `slider.removeSlide` changes in place.
 */
export function createLayersFlag(
  mode: CarouselSettings['showAllLayers'],
  attr: string,
  slides: readonly SlideModel[],
) {
  // The slides seen, not their indices: a removal moves the later slides down one index.
  const seen = new Set<SlideModel | undefined>()
  const on = (index: number, current: number, inView: boolean): boolean => {
    if (mode === 'all') return true
    if (mode === 'individual') {
      if (inView || index === current) seen.add(slides[index])
      return seen.has(slides[index])
    }
    return index === current
  }
  return {
    on,
    /** Marks `el` for slide `index`; true when its layers play. */
    mark(el: HTMLElement, index: number, current: number, inView: boolean): boolean {
      const play = on(index, current, inView)
      if (play) el.setAttribute(attr, 'play')
      else el.removeAttribute(attr)
      return play
    },
  }
}
