import type { BrowserSettings, SlideshowSettings } from '../types/model'
import type { Slideshow } from './slideshow'

export interface PauseTriggerDeps {
  root: HTMLElement
  /** @default root.ownerDocument */
  doc?: Document
  /** @default the document's window */
  win?: Window | null
  settings: Pick<SlideshowSettings, 'stopOnHover'>
  browser: Pick<BrowserSettings, 'freezeOnBlur'>
  slideshow: Pick<Slideshow, 'pause' | 'resume'>
}

/**
 * The page-side pause reasons (SPEC §4 "Slideshow"): hover over the module when `stopOnHover`,
 * a hidden tab, and a blurred window when `freezeOnBlur`. Returns a function removing every
 * listener. Viewport, user interaction and reduced motion are wired by the caller.
 */
export function bindPauseTriggers(deps: PauseTriggerDeps): () => void {
  const { root, settings, browser, slideshow } = deps
  const doc = deps.doc ?? root.ownerDocument
  const win = deps.win ?? doc.defaultView
  const set = (reason: 'hover' | 'blur', on: boolean) =>
    on ? slideshow.pause(reason) : slideshow.resume(reason)
  const bindings: [EventTarget, string, () => void][] = [
    [doc, 'visibilitychange', () => set('blur', doc.hidden)],
  ]
  if (settings.stopOnHover)
    bindings.push(
      [root, 'mouseenter', () => set('hover', true)],
      [root, 'mouseleave', () => set('hover', false)],
    )
  if (browser.freezeOnBlur && win)
    bindings.push([win, 'blur', () => set('blur', true)], [win, 'focus', () => set('blur', false)])
  for (const [target, type, fn] of bindings) target.addEventListener(type, fn)
  return () => {
    for (const [target, type, fn] of bindings) target.removeEventListener(type, fn)
    bindings.length = 0
  }
}
