import type { BrowserSettings, SlideshowSettings } from '../types/model'
import type { Slideshow } from './slideshow'

export interface PauseTriggerDeps {
  root: HTMLElement
  settings: Pick<SlideshowSettings, 'stopOnHover'>
  browser: Pick<BrowserSettings, 'freezeOnBlur'>
  slideshow: Pick<Slideshow, 'pause' | 'resume'>
}

/**
 * The page-side pause reasons (docs/behaviour.md §4 "Slideshow"): hover over the module when `stopOnHover`,
 * a hidden tab, and a blurred window when `freezeOnBlur`. Returns a function removing every
 * listener. Viewport, user interaction and reduced motion are wired by the caller.
 */
export function bindPauseTriggers({
  root,
  settings,
  browser,
  slideshow,
}: PauseTriggerDeps): () => void {
  const doc = root.ownerDocument
  const win = doc.defaultView
  // [target, event, reason, pauses]; no `pauses`: the document says whether the tab is hidden.
  const triggers: [EventTarget | null, string, 'hover' | 'blur', boolean?][] = [
    [doc, 'visibilitychange', 'blur'],
  ]
  if (settings.stopOnHover)
    triggers.push([root, 'mouseenter', 'hover', true], [root, 'mouseleave', 'hover', false])
  if (browser.freezeOnBlur)
    triggers.push([win, 'blur', 'blur', true], [win, 'focus', 'blur', false])
  const bindings = triggers.map(([target, type, reason, pauses]) => {
    const fn = () => ((pauses ?? doc.hidden) ? slideshow.pause(reason) : slideshow.resume(reason))
    target?.addEventListener(type, fn)
    return () => target?.removeEventListener(type, fn)
  })
  // splice: a second call finds nothing left to remove.
  return () => {
    for (const off of bindings.splice(0)) off()
  }
}
