import type { Reporter } from '@strata/core'
import { sanitizeHtml } from '@strata/core/sanitize'
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

/** The template paths each slider's reporter has heard about: a removal is said once per path. */
const said = new WeakMap<Reporter, Set<string>>()

/**
 * Puts a filled HTML template into `target`, cleaned by the one sanitiser (`@strata/core/sanitize`,
 * 'template' policy; docs/security.md): templates are authored data, and a nav item is no place
 * for code, forms, frames or `meta`/`base`/`link`. What was removed is reported at `path`, once.
 */
export function setTemplate(
  target: HTMLElement,
  html: string,
  report: Reporter,
  path: string,
): void {
  const clean = sanitizeHtml(html, 'template')
  const paths = said.get(report) ?? new Set<string>()
  if (clean.removed.length && !paths.has(path)) {
    paths.add(path)
    said.set(report, paths)
    report(path, `removed from the template (docs/security.md): ${clean.removed.join(', ')}`)
  }
  const tpl = target.ownerDocument.createElement('template')
  tpl.innerHTML = clean.html
  target.replaceChildren(tpl.content)
}
