import type { RuntimeDom } from '../dom/markup'
import type { EventBus } from '../events/bus'
import type { LayerModel, ModuleModel } from '../types/model'
import type { PartNormaliser, Reporter, TransitionHandler } from '../types/plugin'
import type { Cancel } from '../types/scheduler'
import { nearestFirst, slideWindow } from './slide-window'

export interface SlideStageDeps {
  dom: RuntimeDom
  model: ModuleModel
  bus: EventBus
  parts: readonly PartNormaliser[]
  report: Reporter
  reducedMotion(): boolean
  /**
   * Runs the window refresh a change leaves behind. Mount passes the announcer's delay, so the
   * new neighbour, the released slides and the announcement land in one write: one layout per
   * change (docs/behaviour.md §4, step 8).
   */
  later(job: () => void): Cancel
}

/**
 * Builds slides when they are about to show, keeps only a window of them around the current one,
 * and runs a slide change through the transition hooks (none: an instant swap).
 */
export function createSlideStage({
  dom,
  model,
  bus,
  parts,
  report,
  reducedMotion,
  later,
}: SlideStageDeps) {
  const transitions = new Set<TransitionHandler>()
  const layerCache = new Map<number, readonly LayerModel[]>()
  const built = new Set<number>()
  const carousel = model.settings.type === 'carousel'
  let radius = 1
  let current = -1
  let dead = false
  let pending: Cancel | undefined

  // Without a layer plugin there is nothing to render layers, so nothing normalises them.
  const normaliseLayers = parts.find((part) => part.layers)?.layers
  const layers = (index: number): readonly LayerModel[] => {
    const slide = model.slides[index]
    if (!slide || !normaliseLayers) return []
    if (!layerCache.has(index)) layerCache.set(index, normaliseLayers(slide, parts, report))
    return layerCache.get(index) as readonly LayerModel[]
  }

  const element = (index: number): HTMLElement => {
    const el = dom.slide(index)
    const slide = model.slides[index]
    if (!built.has(index) && slide) {
      built.add(index)
      bus.emit('slide:build', { index, element: el, slide })
    }
    return el
  }

  const visible = (): number[] => (carousel ? [...built] : [current])
  const release = (index: number): void =>
    bus.emit('slide:release', { index, element: dom.slide(index) })

  /**
   * Builds the window around the current slide. Slides that left it stay built (hidden) while
   * they are among the nearest, three times as many as the window holds (twelve slides built in
   * all with the window of three), so a step back or a loop through a module of up to that many
   * slides builds nothing again; the others are released. With only the window's size kept (six
   * in all), a module of 7 to 12 slides going round built a slide at every change, for ever
   * (issue #25). A carousel keeps as many (three times its wider window): before, each of its
   * steps back built a slide again and released another (fifty-fourth session).
   */
  const refreshWindow = (): void => {
    const count = model.slides.length
    const keep = slideWindow(current, radius, count)
    let spare = keep.length * 3
    // The built slides, nearest to the current one first; only they are looked at, so a change
    // costs the same with 10 slides or 10,000.
    for (const index of dom.built().sort(nearestFirst(current, count))) {
      if (keep.includes(index) || spare-- > 0) continue
      release(index)
      dom.release(index)
      built.delete(index)
      // Its layers are read again if it comes back (the layer part says their problems once):
      // kept, a visit through every slide kept every slide's layers (issue #25).
      layerCache.delete(index)
    }
    for (const index of keep) element(index)
    dom.setActive(current, visible())
  }

  async function transition(from: number, to: number, direction: 1 | -1): Promise<void> {
    // A refresh still waiting runs now, in the same write as this change's first build.
    if (pending) {
      pending()
      pending = undefined
      refreshWindow()
    }
    const toElement = element(to)
    const fromElement = from < 0 ? null : element(from)
    dom.setActive(fromElement ? from : to, fromElement ? [...visible(), to] : [to])
    const request = { from, to, direction, fromElement, toElement, reducedMotion: reducedMotion() }
    try {
      await Promise.all([...transitions].map((handler) => handler(request)))
    } finally {
      // A change that ends after destroy() must not build slides into a released DOM.
      if (!dead) {
        current = to
        // A carousel shows what it builds, so it builds now. Elsewhere the old slide hides now
        // and the hidden neighbours wait (a change started meanwhile runs the refresh at its
        // start, before building its own slide).
        if (carousel) refreshWindow()
        else {
          // Only the current slide shows (setActive's default).
          dom.setActive(current)
          // destroy() cancels it.
          pending = later(() => {
            pending = undefined
            refreshWindow()
          })
        }
      }
    }
  }

  return {
    layers,
    element,
    transition,
    addTransition(handler: TransitionHandler) {
      transitions.add(handler)
      return () => {
        transitions.delete(handler)
      }
    },
    /** Drops a slide's layers and, if it is built, releases and builds it again in place. */
    rebuild(index: number) {
      layerCache.delete(index)
      // Not built (destroy() clears the set): nothing to build again.
      if (!built.delete(index)) return
      release(index)
      element(index)
    },
    // For `slider.removeSlide` (navigation/remove-slide.ts), which moves them.
    built,
    cache: layerCache,
    moveCurrent(shift: (index: number) => number) {
      current = shift(current)
    },
    setRadius(value: number) {
      radius = Math.max(0, Math.floor(value) || 0)
      if (current >= 0 && !dead) refreshWindow()
    },
    destroy() {
      dead = true
      pending?.()
      transitions.clear()
      layerCache.clear()
      built.clear()
    },
  }
}

export type SlideStage = ReturnType<typeof createSlideStage>
