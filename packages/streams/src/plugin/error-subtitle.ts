import { ERROR_SLIDE_CLASS, ERROR_SUBTITLE } from '@strata/core'

/** docs/behaviour.md §2: a fed module's error slide says which source reports the problem. */
export const streamErrorSubtitle = (type: string): string => `${type} reports: ${ERROR_SUBTITLE}`

/**
 * Until core builds its error slide from `settings.errorSubtitle` (see the package README),
 * puts that subtitle into the error slide shown in `track`; returns how to put core's back, or
 * undefined when no error slide shows or it already says it.
 */
export function showErrorSubtitle(track: HTMLElement, text: string): (() => void) | undefined {
  const subtitle = track.querySelector<HTMLElement>(`:scope > .${ERROR_SLIDE_CLASS} > p`)
  if (!subtitle || subtitle.textContent === text) return undefined
  const before = subtitle.textContent
  subtitle.textContent = text
  return () => {
    if (subtitle.isConnected) subtitle.textContent = before
  }
}
