const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

/** The elements Tab reaches inside `box`, in order (shown ones only). */
function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert],[aria-hidden="true"]'),
  )
}

/**
 * Keeps Tab inside the dialog: from the last focusable element Tab goes to the first, and
 * Shift+Tab from the first to the last (the native modal dialog lets focus leave for the
 * browser's own controls). Returns the keydown handler to add on the dialog.
 */
export function trapTab(box: HTMLElement) {
  return (event: KeyboardEvent): void => {
    if (event.key !== 'Tab') return
    const list = focusables(box)
    const first = list[0]
    const last = list[list.length - 1]
    if (!first || !last) return
    const active = box.ownerDocument.activeElement
    const wrap = event.shiftKey
      ? active === first || !box.contains(active)
        ? last
        : undefined
      : active === last || !box.contains(active)
        ? first
        : undefined
    if (!wrap) return
    event.preventDefault()
    wrap.focus()
  }
}
