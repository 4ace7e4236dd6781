import type { CarouselSettings } from '../types'

/**
 * docs/behaviour.md §3 showAllLayers: false plays only the focused slide's layers; 'all' plays every built
 * slide's at once; 'individual' plays a slide's layers once it comes into view, and keeps them.
 * `attr`: the `LAYERS_ATTR` it sets, from the plugin (./host.ts).
 */
export function createLayersFlag(mode: CarouselSettings['showAllLayers'], attr: string) {
  const seen = new Set<number>()
  const on = (index: number, current: number, inView: boolean): boolean => {
    if (mode === 'all') return true
    if (mode === 'individual') {
      if (inView || index === current) seen.add(index)
      return seen.has(index)
    }
    return index === current
  }
  return {
    mode,
    on,
    /** Marks `el` for slide `index`; true when its layers play. */
    mark(el: HTMLElement, index: number, current: number, inView: boolean): boolean {
      const play = on(index, current, inView)
      if (play) el.setAttribute(attr, 'play')
      else el.removeAttribute(attr)
      return play
    },
    played: (index: number) => mode === 'all' || seen.has(index),
  }
}
