import { ERROR_SLIDE_CLASS, ERROR_SUBTITLE } from '@strata/core'

/** docs/behaviour.md §2: a fed module's error slide says which source reports the problem. */
export const streamErrorSubtitle = (type: string): string => `${type} reports: ${ERROR_SUBTITLE}`

/**
 * Puts the source type before core's error slide subtitle in `track`; returns how to put the
 * subtitle back, or undefined when no error slide shows. Core has no hook for the subtitle yet,
 * so its error slide's `<p>` is found under `track` (see the package README).
 */
export function prefixErrorSubtitle(track: HTMLElement, type: string): (() => void) | undefined {
  const subtitle = track.querySelector<HTMLElement>(`:scope > .${ERROR_SLIDE_CLASS} > p`)
  if (!subtitle) return undefined
  const before = subtitle.textContent
  subtitle.textContent = streamErrorSubtitle(type)
  return () => {
    if (subtitle.isConnected) subtitle.textContent = before
  }
}
