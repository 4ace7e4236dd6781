import { depthAt } from '../math/move-frames'
import { type Layout, poseAt, poseTransform } from '../math/pose'
import { offsetOf } from '../math/wrap'
import type { Strip } from './motion'
import type { Slots } from './slots'

interface Written {
  transform: string
  opacity: string
  zIndex: string
  display: string
}

/**
 * Keeps the built slides (by slide index) and writes their poses by their places on the strip
 * (./slots.ts): transform, opacity and (when it changes) z-index. A slide with no place is hidden.
 */
export function createRenderer(strip: Strip, layout: () => Layout, slots: Slots) {
  const slides = new Map<number, HTMLElement>()
  const written = new WeakMap<HTMLElement, Written>()

  const renderOne = (index: number, el: HTMLElement): void => {
    const l = layout()
    const slot = slots.of(index)
    const d = offsetOf(slot, strip.p, l.count, l.settings.infinity)
    const pose = poseAt(l, d)
    const next: Written = {
      transform: poseTransform(pose),
      opacity: `${pose.opacity}`,
      // Nearer slides in front; it changes only when a slide passes another.
      zIndex: `${depthAt(d)}`,
      display: slot < 0 ? 'none' : '',
    }
    const last = written.get(el)
    // Only what changed is written: a still slide costs no style work.
    if (last?.transform !== next.transform) el.style.transform = next.transform
    if (last?.opacity !== next.opacity) el.style.opacity = next.opacity
    if (last?.zIndex !== next.zIndex) el.style.zIndex = next.zIndex
    if (last?.display !== next.display) el.style.display = next.display
    written.set(el, next)
  }

  return {
    slides,
    add(index: number, el: HTMLElement) {
      slides.set(index, el)
      written.delete(el)
      renderOne(index, el)
    },
    remove(index: number) {
      slides.delete(index)
    },
    /** Slide `removed` was taken out: the later ones move down one index, as core's do. */
    shift(removed: number) {
      const moved = [...slides]
      slides.clear()
      for (const [i, el] of moved) if (i !== removed) slides.set(i > removed ? i - 1 : i, el)
    },
    /** Writes every built slide's pose for the strip's position. */
    render() {
      for (const [index, el] of slides) renderOne(index, el)
    },
    /** Forgets cached writes (after static styles changed). */
    invalidate() {
      for (const el of slides.values()) written.delete(el)
    },
  }
}

export type Renderer = ReturnType<typeof createRenderer>
