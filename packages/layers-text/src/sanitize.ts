/** Elements that run code or load documents: dropped with their content. */
const DROP = 'script,iframe,object,embed,frame,frameset,base,meta,link'
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster']

/** `javascript:` (also hidden by entities, whitespace or control characters) or `vbscript:`. */
const scripted = (v: string): boolean =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters hide schemes
  /^(javascript|vbscript|data:text\/html)/i.test(v.replace(/[\s\u0000-\u001f]+/g, ''))

/**
 * Authored layer HTML from the module's owner, kept as markup but made inert: `<script>` (and
 * other code-loading elements), `on*` attributes and `javascript:` URLs are removed. Returns
 * what was removed, so the caller can report it.
 */
export function cleanHtml(
  doc: Document,
  html: string,
): { fragment: DocumentFragment; removed: number } {
  const tpl = doc.createElement('template')
  // A template's content is inert: nothing runs or loads while it is cleaned.
  tpl.innerHTML = html
  let removed = 0
  for (const el of tpl.content.querySelectorAll(DROP)) {
    el.remove()
    removed++
  }
  for (const el of tpl.content.querySelectorAll('*')) {
    for (const { name, value } of [...el.attributes]) {
      const n = name.toLowerCase()
      if (n.startsWith('on') || (URL_ATTRS.includes(n) && scripted(value))) {
        el.removeAttribute(name)
        removed++
      } else if (n === 'style' && /expression|javascript:/i.test(value)) {
        el.removeAttribute(name)
        removed++
      }
    }
  }
  return { fragment: tpl.content, removed }
}
