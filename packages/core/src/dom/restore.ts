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
  const { height, maxHeight } = root.style
  return () => {
    if (!had) root.classList.remove(MODULE_CLASS)
    Object.assign(root.style, { height, maxHeight })
    ROOT_ATTRS.forEach((name, i) => {
      // The label attributes go back as they were; class and style only if now empty.
      if (i < 3 || !root.getAttribute(name)) setAttr(root, name, saved[i])
    })
  }
}
