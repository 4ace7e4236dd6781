/*
 * Taking over server-rendered markup (a `.strata-stage` already in the root, e.g. from
 * `@strata/react`'s shell). A chunk of its own: `createSlider` loads it only for a root that holds
 * such markup, so a module built in the browser never downloads it (docs/performance.md).
 */

/**
 * The server-rendered slides to take over (in the track, or directly in the stage) by index, in
 * document order; the first element of an index wins. `list` says which indices are slides,
 * `selector` which elements are slides to adopt (markup.ts owns the class names: importing them
 * here would split them into a chunk of their own that the main bundle loads too).
 */
export function serverSlides(
  stage: HTMLElement,
  track: HTMLElement,
  list: readonly unknown[],
  selector: string,
): Map<number, HTMLElement> {
  const found = new Map<number, HTMLElement>()
  for (const el of [...stage.children, ...track.children] as HTMLElement[]) {
    // An empty data-index is not slide 0.
    const index = Number(el.dataset.index || Number.NaN)
    if (list[index] && !found.has(index) && el.matches(selector)) found.set(index, el)
  }
  return found
}

/**
 * Remembers an element's attributes and place. The returned function puts them back (re-inserting
 * the element if it was removed). Undo in reverse document order so siblings line up.
 */
export function snapshot(el: Element): () => void {
  const copy = el.cloneNode() as Element // shallow: the attributes only
  const { parentNode: parent, nextSibling: next } = el
  return () => {
    for (const name of el.getAttributeNames()) el.removeAttribute(name)
    for (const { name, value } of copy.attributes) el.setAttribute(name, value)
    if (el.parentNode !== parent)
      parent?.insertBefore(el, next?.parentNode === parent ? next : null)
  }
}
