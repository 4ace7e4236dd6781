import { createCookies } from '@strata/core/loading'

/** docs/behaviour.md §9: the one-time cookie's lifetime is in days; the cookie helper's in hours. */
const HOURS_PER_DAY = 24

/** The one-time cookie's name for an alias: letters, digits and `_-.` only. */
export function modalCookieName(alias: string): string {
  return `strata-modal-${alias.replace(/[^\w.-]/g, '_')}`.slice(0, 200)
}

export interface OneTimeCookie {
  /** The modal was shown while the cookie still holds: a trigger does not show it again. */
  held(): boolean
  /** Sets the cookie for `days` (nothing when 0 or less). */
  remember(days: number): void
}

/** docs/behaviour.md §4.5 "With a one-time cookie set, the modal is not re-shown". */
export function oneTimeCookie(doc: Document, alias: string): OneTimeCookie {
  const cookies = createCookies(doc)
  const name = modalCookieName(alias)
  return {
    held: () => cookies.get(name) === 'true',
    remember(days) {
      if (days > 0) cookies.set(name, 'true', days * HOURS_PER_DAY)
    },
  }
}
