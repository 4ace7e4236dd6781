/**
 * Stops the page scrolling behind the pop-up (`preventScroll`, export `pS`): the document's
 * overflow is hidden until the returned function puts the old value back.
 */
export function lockScroll(doc: Document): () => void {
  const el = doc.documentElement
  const before = el.style.overflow
  el.style.overflow = 'hidden'
  return () => {
    el.style.overflow = before
    if (!el.getAttribute('style')) el.removeAttribute('style')
  }
}
