import { ERROR_SUBTITLE } from '@strata/core'

/** docs/behaviour.md §2: a fed module's error slide says which source reports the problem. */
export function streamErrorSubtitle(type: string): string {
  return `${type} reports: ${ERROR_SUBTITLE}`
}
