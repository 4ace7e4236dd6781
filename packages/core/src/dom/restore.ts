/** What the module sets on the root; class and style are put back piece by piece. */
const ROOT_ATTRS = ['role', 'aria-roledescription', 'aria-label', 'class', 'style']

/**
 * Remembers what the module is about to change on a root it does not own. The returned function
 * puts back those attributes, removes `cls` unless it was there, and restores the height styles;
 * a class or style someone else added meanwhile survives.
 */
export function saveRoot(root: HTMLElement, cls: string): () => void {
  const saved = ROOT_ATTRS.map((name) => root.getAttribute(name))
  const had = root.classList.contains(cls)
  const { height, maxHeight } = root.style
  return () => {
    if (!had) root.classList.remove(cls)
    Object.assign(root.style, { height, maxHeight })
    ROOT_ATTRS.forEach((name, i) => {
      const prev = saved[i]
      if (i > 2 && root.getAttribute(name)) return
      prev == null ? root.removeAttribute(name) : root.setAttribute(name, prev)
    })
  }
}

/**
 * Remembers an adopted element's attributes and place: the returned function puts it back as it
 * was (re-inserted if it was removed). Undo in reverse document order so siblings line up.
 */
export function snapshot(el: Element): () => void {
  const attrs = Array.from(el.attributes, (a) => [a.name, a.value] as const)
  const parent = el.parentNode
  const next = el.nextSibling
  return () => {
    for (const name of el.getAttributeNames()) el.removeAttribute(name)
    for (const [name, value] of attrs) el.setAttribute(name, value)
    if (parent && el.parentNode !== parent)
      parent.insertBefore(el, next?.parentNode === parent ? next : null)
  }
}
