import { onceChunk } from '@strata/core/kit'
import type { ModalTrigger } from '../types'
import { HASH_OPEN_DELAY, SCROLL_TARGET_SHARE } from './timing'
import type { TriggerHost } from './watch-triggers'

/** The trigger watchers (watch-triggers.ts): a chunk, one for the page. */
const watchers = onceChunk(() => import('./watch-triggers'))

/**
 * Watches `trigger` once its watchers' chunk arrives (issue #25: a pop-up with no trigger never
 * downloads them). A delay counts from setup (`since`), not from the chunk's arrival; the scroll
 * and the hash are read as they are then. The page's own event (`e`) is heard from the start: a
 * site may send it before the chunk has come, and it would be lost. A chunk that cannot load is
 * reported at `host.path`, and nothing but `openModal` or a layer action opens the pop-up. The
 * returned stop works before and after the chunk arrives.
 */
export function watchLater(
  trigger: ModalTrigger,
  host: Omit<TriggerHost, 'hashDelay' | 'scrollShare' | 'since'>,
): () => void {
  let stop: (() => void) | undefined
  let live = true
  const { event } = trigger
  const doc = host.win.document
  const open = () => host.open()
  const since = Date.now()
  const unhear = () => {
    if (event) doc.removeEventListener(event, open)
  }
  if (event) doc.addEventListener(event, open)
  watchers.load().then(
    ({ watchTriggers }) => {
      if (live)
        stop = watchTriggers(trigger, {
          ...host,
          since,
          hashDelay: HASH_OPEN_DELAY,
          scrollShare: SCROLL_TARGET_SHARE,
        })
    },
    (error: unknown) => {
      unhear()
      if (live)
        host.report(
          host.path,
          `the trigger could not be loaded (${(error as Error)?.message ?? error}); the pop-up stays closed`,
        )
    },
  )
  return () => {
    live = false
    unhear()
    stop?.()
  }
}
