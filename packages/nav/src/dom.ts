import { HOVER_CLASS } from './skins/export-classes'

/** Creates an element with `strata-*` classes. */
export function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag)
  node.className = className
  return node
}

/**
 * A `type="button"` button with an accessible name. It carries `HOVER_CLASS` while a pointer is
 * over it, as exported skins' hover rules expect.
 */
export function button(doc: Document, className: string, name: string): HTMLButtonElement {
  const b = el(doc, 'button', className)
  b.type = 'button'
  b.setAttribute('aria-label', name)
  b.addEventListener('pointerenter', () => b.classList.add(HOVER_CLASS))
  b.addEventListener('pointerleave', () => b.classList.remove(HOVER_CLASS))
  return b
}
