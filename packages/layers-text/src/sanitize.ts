import { sanitizeHtml } from '@strata/core/sanitize'

/**
 * Authored layer HTML from the module's owner, kept as markup but made inert by the one sanitiser
 * (`@strata/core/sanitize`, 'layer' policy; docs/security.md): no script, handler, form, frame,
 * `meta`/`base`/`link`, SMIL animation of a link, or unsafe URL. `removed` names what went
 * (`<script>`, `onclick on <img>`), so the caller can report it.
 */
export function cleanHtml(
  doc: Document,
  html: string,
): { fragment: DocumentFragment; removed: readonly string[] } {
  // Text with no tag and no entity is only text: a text node says it, and the sanitiser's parse
  // (about 40 ms over a module's layers at load, docs/performance.md) is skipped.
  if (!/[<&]/.test(html)) {
    const fragment = doc.createDocumentFragment()
    fragment.append(html)
    return { fragment, removed: [] }
  }
  const clean = sanitizeHtml(html, 'layer')
  const tpl = doc.createElement('template')
  // A template's content is inert: nothing loads until it is placed.
  tpl.innerHTML = clean.html
  return { fragment: tpl.content, removed: clean.removed }
}
