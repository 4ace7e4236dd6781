import type { Css } from './position-css'

/** Properties this plugin set last time on each element, so ones it no longer wants are cleared. */
const owned = new WeakMap<HTMLElement, Set<string>>()

/**
 * Sets `css` on `el` property by property: inline styles written by timelines and hover
 * (transform, opacity, filter...) stay, and properties set before but not now are removed.
 */
export function applyCss(el: HTMLElement, css: Css): void {
  const before = owned.get(el)
  const now = new Set(Object.keys(css))
  if (before) for (const prop of before) if (!now.has(prop)) el.style.removeProperty(prop)
  for (const [prop, value] of Object.entries(css)) el.style.setProperty(prop, value)
  owned.set(el, now)
}
