import type { Reporter } from '@strata/core'
import type { ModalTrigger } from '../types'

export interface TriggerHost {
  win: Window
  /** The alias the page hash must equal. */
  alias: string
  report: Reporter
  /** Where trigger problems are reported. */
  path: string
  /** Opens the pop-up (the caller checks the one-time cookie). */
  open(): void
  /** ms from seeing the hash to opening: `HASH_OPEN_DELAY` (handed in, see watch-later.ts). */
  hashDelay: number
  /** Share of the window a scroll target's top must reach: `SCROLL_TARGET_SHARE`. */
  scrollShare: number
  /**
   * `Date.now()` at setup: a delay counts from then, so the time this chunk took to arrive is
   * taken off it (one shorter than that opens the pop-up at once).
   */
  since: number
}

/**
 * An on-demand chunk (issue #25): loaded by watch-later.ts only for a module or page with a
 * trigger, so it imports types only and gets its constants in `host`.
 *
 * Starts a trigger's watchers (docs/behaviour.md §2.2, §3): a delay `t` (from `host.since`), a
 * scroll offset or an element scrolled to half the window (each once) and the page hash equal to
 * the alias `ha` (500 ms after it is seen, on load and on each hashchange); the custom document
 * event `e` is watch-later.ts's. Returns a function that removes every listener and timer.
 */
export function watchTriggers(trigger: ModalTrigger, host: TriggerHost): () => void {
  const { win, alias } = host
  const doc = win.document
  const offs: Array<() => void> = []
  const listen = (target: EventTarget, type: string, fn: () => void, passive = false) => {
    target.addEventListener(type, fn, { passive })
    offs.push(() => target.removeEventListener(type, fn))
  }
  const later = (ms: number) => {
    const id = win.setTimeout(host.open, ms)
    offs.push(() => win.clearTimeout(id))
  }
  if (trigger.delay >= 0) later(Math.max(0, trigger.delay - (Date.now() - host.since)))

  let target: Element | null = null
  if (trigger.scrollTo) {
    try {
      target = doc.querySelector(trigger.scrollTo)
      if (!target) host.report(`${host.path}.s`, `no element matches "${trigger.scrollTo}"`)
    } catch {
      host.report(`${host.path}.s`, `"${trigger.scrollTo}" is not a selector; ignored`)
    }
  }
  let offsetDone = trigger.scrollOffset === null
  let targetDone = !target
  if (!offsetDone || !targetDone) {
    const check = () => {
      if (!offsetDone && win.scrollY >= (trigger.scrollOffset ?? 0)) {
        offsetDone = true
        host.open()
      }
      if (
        !targetDone &&
        target &&
        target.getBoundingClientRect().top <= win.innerHeight * host.scrollShare
      ) {
        targetDone = true
        host.open()
      }
    }
    listen(win, 'scroll', check, true)
    check()
  }

  // The page's own event (`e`) is heard by watch-later.ts from setup, not from here.

  if (trigger.hash && alias) {
    const onHash = () => {
      const raw = win.location.hash.slice(1)
      let hash = raw
      try {
        hash = decodeURIComponent(raw)
      } catch {
        // A malformed escape: compare the hash as written.
      }
      if (hash === alias) later(host.hashDelay)
    }
    listen(win, 'hashchange', onHash)
    onHash()
  }
  return () => {
    for (const off of offs.splice(0)) off()
  }
}
