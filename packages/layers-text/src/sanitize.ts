import { onceChunk } from '@strata/core/kit'

/** Text with a tag or an entity needs the sanitiser; any other text is only text. */
export function hasMarkup(text: string): boolean {
  return /[<&]/.test(text)
}

// The sanitiser (DOMPurify, about 13 KB gz) is a chunk of its own: loaded by the plugin's
// `prepare` when the module's data holds markup, else the first time markup is shown
// (docs/performance.md). One load per page.
const chunk = onceChunk(() => import('@strata/core/sanitize'))

/** Whether the sanitiser chunk has arrived (markup is then cleaned at once). */
export function sanitizerReady(): boolean {
  return chunk.get() !== undefined
}

/** Loads the sanitiser chunk (once; a failed one may load on a later try); resolves when
 * `cleanHtml` can clean markup. */
export function loadSanitizer(): Promise<void> {
  return chunk.load().then(() => {})
}

/** The inert text of `html` (no tag, no script or style text): what shows until it is cleaned. */
function inertText(doc: Document, html: string): string {
  const tpl = doc.createElement('template')
  // A template's content is never rendered: nothing in it loads or runs.
  tpl.innerHTML = html
  for (const el of tpl.content.querySelectorAll('script,style,template,noscript,title,textarea'))
    el.remove()
  return tpl.content.textContent ?? ''
}

/**
 * Authored layer HTML from the module's owner, kept as markup but made inert by the one sanitiser
 * (`@strata/core/sanitize`, 'layer' policy; docs/security.md): no script, handler, form, frame,
 * `meta`/`base`/`link`, SMIL animation of a link, or unsafe URL. `removed` names what went
 * (`<script>`, `onclick on <img>`), so the caller can report it. Before the sanitiser chunk has
 * arrived (`loadSanitizer`), markup comes back as its plain text with `pending: true`: never as
 * unsanitised HTML; the caller fills it again once the chunk is there.
 */
export function cleanHtml(
  doc: Document,
  html: string,
): { fragment: DocumentFragment; removed: readonly string[]; pending: boolean } {
  // Text with no tag and no entity is only text: a text node says it, and the sanitiser's parse
  // (about 40 ms over a module's layers at load, docs/performance.md) is skipped.
  const sanitizer = chunk.get()?.sanitizeHtml
  if (!hasMarkup(html) || !sanitizer) {
    const fragment = doc.createDocumentFragment()
    fragment.append(hasMarkup(html) ? inertText(doc, html) : html)
    return { fragment, removed: [], pending: hasMarkup(html) }
  }
  const clean = sanitizer(html, 'layer')
  const tpl = doc.createElement('template')
  // A template's content is inert: nothing loads until it is placed.
  tpl.innerHTML = clean.html
  return { fragment: tpl.content, removed: clean.removed, pending: false }
}
