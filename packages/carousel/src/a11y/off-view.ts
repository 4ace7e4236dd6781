import type { SlideModel } from '@strata/core'

/**
 * Slides out of view are `inert` and hidden from assistive technology (docs/accessibility.md): a
 * carousel keeps a few built beyond the visible ones (the peeks, one fading in), and core counts
 * every built carousel slide as shown. `inView` false: inert and `aria-hidden`; true: neither,
 * unless the slide's data hides it (`accessibility.hidden`).
 */
export function markInView(el: HTMLElement, slide: SlideModel | undefined, inView: boolean): void {
  el.toggleAttribute('inert', !inView)
  if (!inView || slide?.accessibility.hidden) el.setAttribute('aria-hidden', 'true')
  else el.removeAttribute('aria-hidden')
}
