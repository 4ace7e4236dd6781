import type { Css } from './position-css'

/** Properties this plugin set last time on each element, so ones it no longer wants are cleared. */
const owned = new WeakMap<HTMLElement, string[]>()

/**
 * Sets `css` on `el` property by property: inline styles written by timelines and hover
 * (transform, opacity, filter...) stay, and properties set before but not now are removed.
 * Indexed loops: every layer of every built slide comes here, mostly before V8 optimises it,
 * where `for…of` and `Object.entries` allocate a step (issue #25).
 */
export function applyCss(el: HTMLElement, css: Css): void {
  const before = owned.get(el)
  const props = Object.keys(css)
  if (before)
    for (let i = 0; i < before.length; i++) {
      const prop = before[i] as string
      if (!Object.hasOwn(css, prop)) el.style.removeProperty(prop)
    }
  for (let i = 0; i < props.length; i++) {
    const prop = props[i] as string
    el.style.setProperty(prop, css[prop] as string)
  }
  owned.set(el, props)
}
