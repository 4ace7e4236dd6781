import { ANNOUNCER_CLASS } from '../dom/classes'
import type { Cancel, Scheduler } from '../types/scheduler'

/** Delay before the text is set (SPEC.md §9): screen readers skip text set in the same tick. */
export const ANNOUNCE_DELAY = 50

export interface Announcer {
  /** Say `text` to screen readers: the region is cleared, then filled after 50 ms. */
  announce(text: string): void
  element: HTMLElement
  /** Cancels a pending text and removes the element. */
  destroy(): void
}

/** A visually hidden polite live region inside `root`. */
export function createAnnouncer(root: HTMLElement, scheduler: Scheduler): Announcer {
  const element = root.ownerDocument.createElement('div')
  element.className = ANNOUNCER_CLASS
  element.setAttribute('aria-live', 'polite')
  element.setAttribute('aria-atomic', 'true')
  element.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap'
  root.append(element)
  let pending: Cancel | undefined
  return {
    element,
    announce(text) {
      pending?.()
      element.textContent = ''
      pending = scheduler.after(ANNOUNCE_DELAY, () => {
        element.textContent = text
      })
    },
    destroy() {
      pending?.()
      element.remove()
    },
  }
}
