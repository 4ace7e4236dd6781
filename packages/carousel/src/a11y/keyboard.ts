import type { PluginContext } from '@strata/core'

/** The track's name: what it holds and how to move through it. */
export const TRACK_LABEL = 'Slides, arrow keys move'

/**
 * A carousel is keyboard-operable without nav (docs/accessibility.md): its track of
 * slides is a focusable, named group, and while it has focus the arrow keys along the strip
 * (left / right, or up / down when vertical) step to the previous / next slide as the visitor's
 * request (the slideshow pauses). The key is consumed, so nav's page-wide arrow keys do not step
 * a second time; a held key waits for the running step. Returns the function that undoes it.
 */
export function bindCarouselKeys(ctx: PluginContext, vertical: boolean): () => void {
  const { track } = ctx.dom
  const keys = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
  const attrs = { tabindex: '0', role: 'group', 'aria-label': TRACK_LABEL }
  for (const [name, value] of Object.entries(attrs)) track.setAttribute(name, value)
  // The stage clips the track: the browser's focus ring is drawn inside it.
  track.style.outlineOffset = '-4px'
  const onKey = (e: KeyboardEvent): void => {
    const step = keys.indexOf(e.key)
    if (e.target !== track || step < 0 || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented)
      return
    e.preventDefault()
    if (!(e.repeat && ctx.state.locked)) ctx.goTo(step ? 'next' : 'prev', { user: true })
  }
  track.addEventListener('keydown', onKey)
  return () => {
    track.removeEventListener('keydown', onKey)
    track.style.removeProperty('outline-offset')
    for (const name in attrs) track.removeAttribute(name)
  }
}
