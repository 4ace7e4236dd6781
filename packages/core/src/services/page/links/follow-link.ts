import type { Reporter } from '../../../types/plugin'
import { type LinkOptions, resolveLink } from './resolve-link'

export interface FollowLinkDeps extends LinkOptions {
  /** Scrolls to an anchor on this page (the scroll service, with the action's settings). */
  scrollTo(id: string): void
  /** Where refused links are reported. */
  report: Reporter
  /** Where the bad link sits in the data, e.g. `slides.2.layers.5.actions.0.link`. */
  path: string
  /** @default globalThis.window */
  win?: Window
  /**
   * The deep link's hash reader (`readHash`), handed over by the built-in actions: this code runs
   * in their chunk, which imports nothing the page entry holds (docs/performance.md).
   */
  readHash(hash: string): string
}

/**
 * Follows a layer link (docs/behaviour.md §2): '#' does nothing, mailto:/tel: navigate as written, a
 * same-page link scrolls to its anchor, others open in `target` (`_self` by default; new windows
 * get `noopener`). Refused links are reported, never followed. Returns what was done.
 */
export function followLink(href: unknown, target: string, deps: FollowLinkDeps) {
  const link = resolveLink(href, deps.readHash, deps)
  const win = deps.win ?? globalThis.window
  if (link.kind === 'refused') deps.report(deps.path, `${link.reason}; link ignored`)
  else if (link.kind === 'anchor') deps.scrollTo(link.id)
  else if (link.kind === 'keep') {
    if (link.href !== '#') win?.location.assign(link.href)
  } else if (!target || target === '_self') win?.location.assign(link.href)
  else win?.open(link.href, target, 'noopener')
  return link
}
