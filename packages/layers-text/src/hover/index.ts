import type { LayerModel } from '@strata/core'
import { isRec } from '@strata/core/kit'
import { gsap } from 'gsap'
import type { Clock } from '../timeline/clock'
import { hoverOrigin, hoverVars, svgColour } from './vars'

/** Hover requests (docs/behaviour.md §4 "Hover: requests are idle or hover"). */
export type HoverRequest = 'idle' | 'hover'

export interface Hover {
  /** Listens for the pointer on a layer whose hover is on. */
  attach(model: LayerModel, element: HTMLElement): void
  detach(element: HTMLElement): void
  /** Moves a layer to its hover look, or back to idle (the hover tween reversed). */
  request(element: HTMLElement, request: HoverRequest): void
  /** A timeline frame starts: the hover tween is killed where it is. */
  kill(element: HTMLElement): void
  destroy(): void
}

interface Entry {
  model: LayerModel
  tween?: gsap.core.Timeline
  off(): void
}

/** Hover tweens of a module's layers, played by the module's clock. */
export function createHover(clock: Clock, scale: () => number = () => 1): Hover {
  const entries = new Map<HTMLElement, Entry>()

  const make = (el: HTMLElement, model: LayerModel) => {
    const hov = model.raw.hov ?? model.raw.hover
    const tl = gsap.timeline({ paused: true })
    tl.to(el, hoverVars(model.hover, hoverOrigin(hov), scale(), hov), 0)
    const svg = svgColour(isRec(hov) ? hov.svg : undefined)
    const paths = el.querySelectorAll('svg, svg *')
    if (svg && paths.length)
      tl.to(paths, { fill: svg, duration: model.hover.frame.duration / 1000 }, 0)
    return tl
  }

  const api: Hover = {
    attach(model, el) {
      if (!model.hover?.use || entries.has(el)) return
      const enter = () => api.request(el, 'hover')
      const leave = () => api.request(el, 'idle')
      el.addEventListener('pointerenter', enter)
      el.addEventListener('pointerleave', leave)
      entries.set(el, {
        model,
        off() {
          el.removeEventListener('pointerenter', enter)
          el.removeEventListener('pointerleave', leave)
        },
      })
    },
    request(el, request) {
      const entry = entries.get(el)
      if (!entry) return
      if (request === 'hover') {
        entry.tween ??= make(el, entry.model)
        void clock.play(entry.tween, 1)
      } else if (entry.tween) void clock.play(entry.tween, -1)
    },
    kill(el) {
      const entry = entries.get(el)
      if (!entry?.tween) return
      clock.stop(entry.tween)
      entry.tween.kill()
      entry.tween = undefined
    },
    detach(el) {
      api.kill(el)
      entries.get(el)?.off()
      entries.delete(el)
    },
    destroy() {
      for (const el of [...entries.keys()]) api.detach(el)
    },
  }
  return api
}
