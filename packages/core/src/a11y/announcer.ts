import { ANNOUNCER_CLASS } from '../dom/classes'
import { div, setAttr } from '../dom/element'
import type { Cancel, Scheduler } from '../types/scheduler'

/** Delay before the text is set (docs/behaviour.md §9): screen readers skip text set in the same tick. */
export const ANNOUNCE_DELAY = 50

export interface Announcer {
  /**
   * Say `text` to screen readers: the region is filled after 50 ms. Only a repeat of the text it
   * holds clears it first (a region whose text does not change says nothing); a new text
   * replaces the old in one write, so a slide change costs one layout.
   */
  announce(text: string): void
  /** Drops a text not yet set: the slide it names is already being left. */
  drop(): void
  element: HTMLElement
  /** Cancels a pending text and removes the element. */
  destroy(): void
}

/** A visually hidden polite live region inside `root`. */
export function createAnnouncer(root: HTMLElement, scheduler: Scheduler): Announcer {
  const element = div(
    root.ownerDocument,
    ANNOUNCER_CLASS,
    // Clipped to nothing but still read; nowrap keeps words from running together.
    'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap',
  )
  setAttr(element, 'aria-live', 'polite')
  setAttr(element, 'aria-atomic', 'true')
  root.append(element)
  let pending: Cancel | undefined
  return {
    element,
    announce(text) {
      pending?.()
      if (element.textContent === text) element.textContent = ''
      pending = scheduler.after(ANNOUNCE_DELAY, () => {
        element.textContent = text
      })
    },
    drop() {
      pending?.()
    },
    destroy() {
      pending?.()
      element.remove()
    },
  }
}
