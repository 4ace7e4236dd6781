import type { PluginContext } from '@strata/core'

/** The track's name: what it holds and how to move through it. */
export const TRACK_LABEL = 'Slides, arrow keys move'
const FOCUS_RING = '3px solid #ffbf47'
const ATTRS = ['tabindex', 'role', 'aria-label'] as const

/**
 * A carousel is keyboard-operable without nav (docs/behaviour.md §9 "Accessibility"): its track of
 * slides is a focusable, named group, and while it has focus the arrow keys along the strip
 * (left / right, or up / down when vertical) step to the previous / next slide as the visitor's
 * request (the slideshow pauses). The key is consumed, so nav's page-wide arrow keys do not step
 * a second time. A held key waits for the running step. Returns the function that undoes it.
 */
export function bindCarouselKeys(ctx: PluginContext, vertical: boolean): () => void {
  const { track } = ctx.dom
  const before = ATTRS.map((name) => track.getAttribute(name))
  const [back, forward] = vertical ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight']
  track.tabIndex = 0
  track.setAttribute('role', 'group')
  track.setAttribute('aria-label', TRACK_LABEL)
  const abort = new AbortController()
  const on = <K extends keyof HTMLElementEventMap>(
    type: K,
    handler: (e: HTMLElementEventMap[K]) => void,
  ) => track.addEventListener(type, handler, { signal: abort.signal })
  on('keydown', (e) => {
    if (e.target !== track || (e.key !== back && e.key !== forward)) return
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return
    e.preventDefault()
    if (e.repeat && ctx.state.locked) return
    ctx.goTo(e.key === forward ? 'next' : 'prev', { user: true })
  })
  // The track is clipped by the stage: the ring is drawn inside it, for keyboard focus only.
  on('focus', () => {
    if (!track.matches(':focus-visible')) return
    track.style.outline = FOCUS_RING
    track.style.outlineOffset = '-3px'
  })
  on('blur', () => {
    track.style.removeProperty('outline')
    track.style.removeProperty('outline-offset')
  })
  return () => {
    abort.abort()
    track.style.removeProperty('outline')
    track.style.removeProperty('outline-offset')
    ATTRS.forEach((name, i) => {
      const value = before[i]
      if (value == null) track.removeAttribute(name)
      else track.setAttribute(name, value)
    })
  }
}
