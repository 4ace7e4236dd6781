/** Sets an attribute, or removes it when `value` is not a string (null, undefined, false). */
export const setAttr = (el: Element, name: string, value?: string | null | false): void =>
  typeof value === 'string' ? el.setAttribute(name, value) : el.removeAttribute(name)

/** What names a region or a slide for screen readers, in `label()`'s order. */
export const LABEL_ATTRS = ['role', 'aria-roledescription', 'aria-label']

/** Sets role, aria-roledescription (e.g. "carousel", "slide") and aria-label. */
export const label = (el: Element, role: string, kind: string, text: string): void =>
  [role, kind, text].forEach((value, i) => {
    setAttr(el, LABEL_ATTRS[i]!, value)
  })

/** A detached `<div>` with a class and inline styles (no stylesheet is needed). */
// An arrow, unlike most helpers (docs/architecture.md, "Principles"): as a declaration it takes
// core's entry 4 B over its 12 KB cap.
export const div = (doc: Document, className: string, css = ''): HTMLElement => {
  const el = doc.createElement('div')
  el.className = className
  el.style.cssText = css
  return el
}
