import type { BrowserSettings, SlideshowSettings } from '../types/model'
import type { PauseReason } from '../types/state'
import type { Slideshow } from './slideshow'

export interface PauseTriggerDeps {
  root: HTMLElement
  settings: Pick<SlideshowSettings, 'stopOnHover'>
  browser: Pick<BrowserSettings, 'freezeOnBlur'>
  slideshow: Pick<Slideshow, 'pause' | 'resume'>
}

/**
 * The page-side pause reasons (docs/behaviour.md §4 "Slideshow"): keyboard focus inside the module
 * (WAI-ARIA carousel pattern: what a visitor is reading does not move away), hover over it when
 * `stopOnHover`, a hidden tab, and a blurred window when `freezeOnBlur`. Returns a function
 * removing every listener. Viewport, user interaction and reduced motion are wired by the caller.
 */
export function bindPauseTriggers({
  root,
  settings,
  browser,
  slideshow,
}: PauseTriggerDeps): () => void {
  const doc = root.ownerDocument
  const win = doc.defaultView
  const abort = new AbortController()
  /** On `type`, pauses for `reason` when `paused(event)` holds, else resumes it. */
  const on = (
    target: EventTarget | null,
    type: string,
    reason: PauseReason,
    paused: (e: Event) => unknown,
  ) =>
    target?.addEventListener(type, (e) => slideshow[paused(e) ? 'pause' : 'resume'](reason), {
      signal: abort.signal,
    })
  on(doc, 'visibilitychange', 'blur', () => doc.hidden)
  on(root, 'focusin', 'focus', () => 1)
  // Focus moving to another element of the module still holds it.
  on(root, 'focusout', 'focus', (e) => root.contains((e as FocusEvent).relatedTarget as Node))
  if (settings.stopOnHover) {
    on(root, 'mouseenter', 'hover', () => 1)
    on(root, 'mouseleave', 'hover', () => 0)
  }
  if (browser.freezeOnBlur) {
    on(win, 'blur', 'blur', () => 1)
    on(win, 'focus', 'blur', () => 0)
  }
  return () => abort.abort()
}
