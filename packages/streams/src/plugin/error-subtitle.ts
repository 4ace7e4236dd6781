import { ERROR_SUBTITLE } from '@strata/core'

/** docs/behaviour.md §2: a fed module's error slide says which source reports the problem. */
export const streamErrorSubtitle = (type: string): string => `${type} reports: ${ERROR_SUBTITLE}`
