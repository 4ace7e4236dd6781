import type { Reporter } from '@strata/core'
import { type OpenModalOptions, openModal } from '../load/open-modal'
import { parseModalTrigger } from '../normalise'
import { oneTimeCookie } from './cookie'
import { watchLater } from './watch-later'

export interface ModalTriggerOptions extends OpenModalOptions {
  /** Where trigger problems go. @default a console warning */
  report?: Reporter
}

/**
 * A page-level trigger for the module `alias` (docs/behaviour.md §2.2, §3): watches the settings
 * string's delay, scroll, event and hash, and calls `openModal(alias)` when one fires, so the
 * module is loaded only then. Its one-time cookie (`co`) is set once it shows, and while it
 * holds the triggers do not open it. A missing settings string is reported and nothing watched.
 * The watchers are a chunk of their own, loaded by this call (a delay counts from this call;
 * a failed load is reported at `modal.<alias>`). Returns a function that stops watching, before
 * or after they arrive.
 */
export function modalTrigger(
  alias: string,
  text: unknown,
  options: ModalTriggerOptions = {},
): () => void {
  const doc = options.document ?? globalThis.document
  const path = `modal.${alias}`
  const report =
    options.report ??
    ((where: string, message: string) => console.warn(`[strata] ${where}: ${message}`))
  const trigger = parseModalTrigger(text, report, path)
  if (!trigger) return () => {}
  const cookie = oneTimeCookie(doc, alias)
  return watchLater(trigger, {
    win: doc.defaultView ?? globalThis.window,
    alias,
    report,
    path,
    open() {
      if (cookie.held()) return
      void openModal(alias, options).then((shown) => shown && cookie.remember(trigger.cookieDays))
    },
  })
}
