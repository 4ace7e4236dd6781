import { MODULE_CLASS } from './classes'
import { LABEL_ATTRS, setAttr } from './element'

/** What the module sets on the root; class and style (the last two) are put back piece by piece. */
const ROOT_ATTRS = [...LABEL_ATTRS, 'class', 'style']

/**
 * Remembers what the module is about to change on a root it does not own. The returned function
 * puts back those attributes, removes the module class unless it was there, and restores the
 * height styles; a class or style someone else added meanwhile survives.
 */
export function saveRoot(root: HTMLElement): () => void {
  const saved = ROOT_ATTRS.map((name) => root.getAttribute(name))
  const had = root.classList.contains(MODULE_CLASS)
  const { height, maxHeight, aspectRatio } = root.style
  return () => {
    if (!had) root.classList.remove(MODULE_CLASS)
    Object.assign(root.style, { height, maxHeight, aspectRatio })
    ROOT_ATTRS.forEach((name, i) => {
      // The label attributes go back as they were; class and style only if now empty.
      if (i < 3 || !root.getAttribute(name)) setAttr(root, name, saved[i])
    })
  }
}

/**
 * Remembers an element's attributes and place. The returned function puts them back (re-inserting
 * the element if it was removed), or removes the element if it had no parent: one undo for markup
 * both adopted and created. Undo in reverse document order so siblings line up.
 */
export function snapshot(el: Element): () => void {
  const copy = el.cloneNode() as Element // shallow: the attributes only
  const { parentNode: parent, nextSibling: next } = el
  return () => {
    if (!parent) return el.remove()
    for (const name of el.getAttributeNames()) el.removeAttribute(name)
    for (const { name, value } of copy.attributes) el.setAttribute(name, value)
    if (el.parentNode !== parent) parent.insertBefore(el, next?.parentNode === parent ? next : null)
  }
}
