import type { LayerModel } from '@strata/core'
import { onceChunk } from '@strata/core/kit'
import type { gsap } from 'gsap'
import type { Clock } from '../timeline/clock'
import { loadGsap } from '../timeline/gsap-chunk'

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

/** A layer whose hover is on: what the hover chunk plays (./tween `playHover`). */
export interface HoverEntry {
  model: LayerModel
  tween?: gsap.core.Timeline
  /** The last request: what to show once the hover chunk is in. */
  wants: HoverRequest
  off(): void
}

// The hover look (its GSAP vars and tween, `./tween`) is a chunk of its own, with GSAP: most
// layers have no hover, so both load when the first layer whose hover is on is built
// (docs/performance.md), long before a pointer can reach it. One load per page.
const chunk = onceChunk(() =>
  Promise.all([import('./tween'), loadGsap()]).then(([m, gsap]) => ({ play: m.playHover, gsap })),
)

/** Whether the hover chunk has arrived. */
export function hoverReady(): boolean {
  return chunk.get() !== undefined
}

/** Loads the hover chunk (once); a failed load may be tried again. */
export function loadHover(): Promise<unknown> {
  return chunk.load()
}

/** Hover tweens of a module's layers, played by the module's clock. */
export function createHover(clock: Clock, scale: () => number = () => 1): Hover {
  const entries = new Map<HTMLElement, HoverEntry>()

  /** Plays the entry's last request, once the chunk is here (a request before it waits). */
  const show = (el: HTMLElement, entry: HoverEntry) => {
    const loaded = chunk.get()
    if (!loaded) {
      // A failed chunk leaves the layer as it is: hover is a look, not content.
      loadHover().then(
        () => entries.get(el) === entry && show(el, entry),
        () => {},
      )
      return
    }
    loaded.play(el, entry, scale(), loaded.gsap, clock)
  }

  const api: Hover = {
    attach(model, el) {
      if (!model.hover?.use || entries.has(el)) return
      void loadHover().catch(() => {})
      const enter = () => api.request(el, 'hover')
      const leave = () => api.request(el, 'idle')
      el.addEventListener('pointerenter', enter)
      el.addEventListener('pointerleave', leave)
      entries.set(el, {
        model,
        wants: 'idle',
        off() {
          el.removeEventListener('pointerenter', enter)
          el.removeEventListener('pointerleave', leave)
        },
      })
    },
    request(el, request) {
      const entry = entries.get(el)
      if (!entry) return
      entry.wants = request
      show(el, entry)
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
