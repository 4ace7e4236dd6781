import type { div as Div, label as Label } from './element'

/** What the error slide is built with: the first download's own helpers, not a copy of them. */
export interface ErrorSlideKit {
  div: typeof Div
  label: typeof Label
  /** The slide's classes: `strata-slide strata-error-slide`. */
  className: string
}

/**
 * The error slide (docs/behaviour.md §2): its title as a level-2 heading, then the subtitle,
 * centred over the module. A chunk of its own: most modules never show it (issue #25).
 */
export function errorSlide(
  { div, label, className }: ErrorSlideKit,
  doc: Document,
  heading: string,
  subtitle: string,
): HTMLElement {
  const el = div(
    doc,
    className,
    'position:absolute;inset:0;display:grid;place-content:center;text-align:center',
  )
  label(el, 'group', 'slide', heading)
  for (const [tag, text] of [
    ['h2', heading],
    ['p', subtitle],
  ] as const)
    el.appendChild(doc.createElement(tag)).textContent = text
  return el
}
