import type { div as Div, label as Label } from './element'

/**
 * `ERROR_TITLE` (runtime/mount.ts), copied: only this chunk shows it, so the first download need
 * not carry it, and a module both import would be one more file in it (error-slide.test.ts checks
 * the copy).
 */
export const TITLE = 'There is nothing to show here!'

/**
 * The error slide (docs/behaviour.md §2): its title as a level-2 heading, then the subtitle,
 * centred over the module. A chunk of its own: most modules never show it (issue #25). It is
 * built with the first download's own helpers (`div`, `label`), not a copy of them; `className`
 * is `strata-slide strata-error-slide`. Arguments are positional: the caller is in the main
 * bundle.
 */
export function errorSlide(
  div: typeof Div,
  label: typeof Label,
  className: string,
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
