/**
 * Gives focus to `to`, a control of the module or its region `root` (by default), where a
 * control that had it was: no scroll. The region is focusable (`tabindex="-1"`) only while it
 * holds focus, so no Tab stop is left behind. The same rule as a removal's (navigation/keep-focus.ts).
 */
export function giveFocus(root: HTMLElement, to: HTMLElement = root): void {
  if (to === root && !root.hasAttribute('tabindex')) {
    root.tabIndex = -1
    root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true })
  }
  to.focus({ preventScroll: true })
}
