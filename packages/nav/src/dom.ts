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

/**
 * Puts a filled HTML template into `target`, without scripts or inline handlers: templates are
 * authored data, and a nav item is no place for code.
 */
export function setTemplate(target: HTMLElement, html: string): void {
  const tpl = target.ownerDocument.createElement('template')
  tpl.innerHTML = html
  for (const s of tpl.content.querySelectorAll('script,style,iframe,object,embed')) s.remove()
  for (const node of tpl.content.querySelectorAll('*')) {
    for (const { name } of [...node.attributes]) {
      if (/^on/i.test(name) || /^javascript:/i.test(node.getAttribute(name) ?? ''))
        node.removeAttribute(name)
    }
  }
  target.replaceChildren(tpl.content)
}
