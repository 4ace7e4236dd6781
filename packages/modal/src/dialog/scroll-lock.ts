/** Per page, the pop-ups holding the lock and the overflow the page had before the first. */
const held = new WeakMap<Document, { count: number; before: string }>()

/**
 * Stops the page scrolling behind the pop-up (`preventScroll`, export `pS`): the document's
 * overflow is hidden until the returned function puts the old value back. Counted per page: a
 * pop-up closing while another is open (their closes need not come in the order they opened)
 * leaves the page locked, and the last one restores the value from before the first.
 */
export function lockScroll(doc: Document): () => void {
  const el = doc.documentElement
  const lock = held.get(doc) ?? { count: 0, before: el.style.overflow }
  held.set(doc, lock)
  lock.count++
  el.style.overflow = 'hidden'
  let on = true
  return () => {
    if (!on) return
    on = false
    if (--lock.count) return
    held.delete(doc)
    el.style.overflow = lock.before
    if (!el.getAttribute('style')) el.removeAttribute('style')
  }
}
